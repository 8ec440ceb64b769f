/**
 * Serves the built bare page (bench/bare/build) as remix-serve does: compression, the client
 * assets, one request handler. `node bench/bare/server.js` from the repository root; PORT.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";

const root = path.dirname(new URL(import.meta.url).pathname);
const build = await import(pathToFileURL(path.join(root, "build/index.js")).href);
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
app.all("*", createRequestHandler({ build, mode: "production" }));
const port = Number(process.env.PORT ?? 3610);
app.listen(port, () => process.stdout.write(`[bare] http://localhost:${port}\n`));
