/**
 * The react-router-dom the shell provides to every build of the page (module federation shares
 * it whole, so no build's tree shaking applies): only the part of React Router the site uses,
 * about a third of the package. tooling/webpack.js points `react-router-whole` at React Router's
 * own module so that this file bundles it (tree-shaken) instead of consuming the shared one.
 * shell/src/architecture/routerExports.test.ts keeps this list up to date with every import of
 * react-router-dom in the repository: a remote must never ask for a name missing here.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-whole';
