export * from './fake-backend';
export * from './fake-gateway';
export * from './render-page';
export * from './session-fixtures';
export * from './browser-websocket';
