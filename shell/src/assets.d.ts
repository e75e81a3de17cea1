/** Files webpack emits as assets (tooling/webpack.js): importing one gives its URL. */
declare module '*.woff2' {
  const url: string;
  export default url;
}
