// `npm start`: builds what changed (the web app, the server bundle), then runs the server in this process.
import { pathToFileURL } from 'node:url';
import { buildServer } from './build-server.mjs';
import { buildWeb } from './build-web.mjs';

buildWeb();
const server = await buildServer();
await import(pathToFileURL(server).href);
