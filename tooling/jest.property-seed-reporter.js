/** After a run with failures, names the seed its property tests drew from (tooling/jest.property-seed.js). */
class PropertySeedReporter {
  onRunComplete(_contexts, results) {
    if (results.numFailedTests > 0 || results.numRuntimeErrorTestSuites > 0) {
      process.stderr.write(`\nProperty tests of this run drew from PROPERTY_SEED=${process.env.PROPERTY_SEED}: set it to replay them.\n`);
    }
  }
}

module.exports = PropertySeedReporter;
