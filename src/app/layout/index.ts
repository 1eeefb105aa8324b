// The layout feature's surface: what the routes and other features may use of it.
export { Layout } from './Layout';
