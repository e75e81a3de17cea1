module.exports = require('../jest.preset')({ testEnvironment: 'jsdom' });
