/**
 * `npm run sim`: runs the upstream simulator on its own.
 * SIM_PORT chooses the port (default 3001).
 */
import { createSimulator } from "./index";

const DEFAULT_PORT = 3001;

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    process.stderr.write(`SIM_PORT must be a port number (0-65535), got "${value}"\n`);
    process.exit(1);
  }
  return port;
}

const simulator = await createSimulator({ port: portFromEnv(process.env.SIM_PORT) });
process.stdout.write(`Upstream simulator listening on ${simulator.url}\n`);
process.stdout.write(`OTP code for every lead: ${simulator.otp}\n`);

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  simulator.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
