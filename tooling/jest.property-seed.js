/**
 * Every fast-check property of a jest run draws from one seed, PROPERTY_SEED (jest.preset.js sets a
 * new one per run unless it is given): a failure is replayed by running again with the seed the
 * run printed (tooling/jest.property-seed-reporter.js), including a failure fast-check itself does
 * not report with its seed (an arbitrary that throws while generating).
 */
const fc = require('fast-check');

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: Number(process.env.PROPERTY_SEED) });
