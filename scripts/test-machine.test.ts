import { describe, expect, it } from "vitest";
import { machinePlan } from "./test-machine.js";

describe("what npm test does about the system packages it needs", () => {
  it("only looks when the Chromium headless shell and redis-server are there", () => {
    expect(machinePlan({ missing: [], isRoot: false, hasSudo: false })).toEqual({ action: "ready" });
    expect(machinePlan({ missing: [], isRoot: true, hasSudo: true })).toEqual({ action: "ready" });
  });

  it("installs what is missing as root, or through password-less sudo", () => {
    expect(machinePlan({ missing: ["chromium-headless-shell", "redis-server"], isRoot: true, hasSudo: false })).toEqual({
      action: "install",
      sudo: false,
      packages: ["chromium-headless-shell", "redis-server"],
    });
    expect(machinePlan({ missing: ["redis-server"], isRoot: false, hasSudo: true })).toEqual({
      action: "install",
      sudo: true,
      packages: ["redis-server"],
    });
  });

  it("otherwise stops with the one command that installs them", () => {
    expect(machinePlan({ missing: ["chromium-headless-shell"], isRoot: false, hasSudo: false })).toEqual({
      action: "stop",
      command: "sudo apt-get update && sudo apt-get install -y chromium-headless-shell",
    });
  });
});
