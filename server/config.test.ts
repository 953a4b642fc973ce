import { describe, expect, it } from "vitest";
import { twoStepRoles } from "~/staff/roles";
import { loadConfig } from "./config";

describe("server settings", () => {
  it("defaults to port 3000 on all interfaces with no proxy trusted and no HSTS", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.trustProxy).toBe(false);
    expect(config.hsts).toBe(false);
    expect(config.nodeEnv).toBe("production");
    expect(config.dataDir).toMatch(/data$/);
  });

  it("reads settings from the environment", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      TRUST_PROXY: "true",
      HSTS: "1",
      DATA_DIR: "/var/lib/church",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      trustProxy: 1,
      hsts: true,
      dataDir: "/var/lib/church",
    });
  });

  it("makes passkeys for the staff area's address: https, or localhost on one's own computer", () => {
    expect(loadConfig({}).passkeyOrigin).toBeUndefined();
    expect(loadConfig({ PASSKEY_ORIGIN: "https://Church.Example.org/" }).passkeyOrigin).toBe(
      "https://church.example.org",
    );
    expect(loadConfig({ PASSKEY_ORIGIN: "http://localhost:3000" }).passkeyOrigin).toBe("http://localhost:3000");
    for (const wrong of ["http://church.example.org", "https://church.example.org/staff/notes"]) {
      expect(() => loadConfig({ PASSKEY_ORIGIN: wrong }), wrong).toThrow(/PASSKEY_ORIGIN: must be the address/);
    }
    expect(() => loadConfig({ PASSKEY_ORIGIN: "https://127.0.0.1" })).toThrow(/PASSKEY_ORIGIN: must be a name/);
  });

  it("trusts only the proxies it is told about", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toBe("loopback, 10.0.0.0/8");
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
  });

  it("keeps SQLite without DATABASE_URL, and with it needs the keys every instance shares", () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    const url = "postgres://site:pa55word@db.internal:5432/church";
    const keys = { SESSION_SECRET: "s".repeat(32), ADDRESS_HASH_SECRET: "a".repeat(16) };
    expect(loadConfig({ DATABASE_URL: url, ...keys }).databaseUrl).toBe(url);
    for (const missing of ["SESSION_SECRET", "ADDRESS_HASH_SECRET"] as const) {
      const rest = { ...keys, [missing]: undefined };
      let message = "";
      try {
        loadConfig({ DATABASE_URL: url, ...rest });
      } catch (error) {
        message = String(error);
      }
      expect(message).toContain(`${missing}: must be set when DATABASE_URL is`);
      // The address, with its password, is never repeated in the message.
      expect(message).not.toContain("pa55word");
    }
    expect(() => loadConfig({ DATABASE_URL: "mysql://db/church", ...keys })).toThrow(
      /DATABASE_URL: must be a PostgreSQL/,
    );
  });

  it("refuses a bad value with a message naming the setting and the value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT: .*\(got "eighty"\)/);
    expect(() => loadConfig({ PORT: "" })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: "0x50" })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadConfig({ TRUST_PROXY: "every;one" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ HSTS: "maybe" })).toThrow(/HSTS/);
    expect(() => loadConfig({ STAFF_TWO_STEP: "admins" })).toThrow(
      /STAFF_TWO_STEP: must be administrators, editors .* or off \(got "admins"\)/,
    );
  });

  it("asks administrators for two-step sign-in unless told otherwise", () => {
    expect(loadConfig({}).twoStepRequiredFor).toEqual(["admin"]);
    // Which roles a level covers is read from the role table (app/staff/roles.test.ts).
    expect(loadConfig({ STAFF_TWO_STEP: "editors" }).twoStepRequiredFor).toEqual(twoStepRoles("editors"));
    expect(loadConfig({ STAFF_TWO_STEP: "editors" }).twoStepRequiredFor).toContain("content");
    expect(loadConfig({ STAFF_TWO_STEP: "off" }).twoStepRequiredFor).toEqual([]);
  });
});
