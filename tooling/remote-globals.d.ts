/** The version of the remote being built, set by tooling/webpack.js (REMOTE_VERSION or package.json). */
declare const __REMOTE_VERSION__: string;
