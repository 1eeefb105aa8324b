// The domain's office: its files' exports, the surface the app, server, worker and tests import.
export * from './auth';
export * from './officeDesk';
export * from './officeEdits';
export * from './operator';
export * from './people';
export * from './reports';
