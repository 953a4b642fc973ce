// @ts-check
// Server settings from the environment, checked once at start so a typo fails loudly.
import { resolve } from "node:path";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .default("false")
  .transform((value) => ["true", "1", "yes"].includes(value));

const configSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  TRUST_PROXY: flag,
  HSTS: flag,
  BUILD_DIR: z.string().min(1).default("./build"),
});

/**
 * @typedef {object} ServerConfig
 * @property {number} port
 * @property {string} host
 * @property {string} dataDir
 * @property {string} buildDir
 * @property {boolean} trustProxy  Read the client address from X-Forwarded-For (behind a proxy only).
 * @property {boolean} hsts  Send Strict-Transport-Security (only when the site is served over HTTPS).
 */

/**
 * @param {Record<string, string | undefined>} env
 * @returns {ServerConfig}
 */
export function loadConfig(env) {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new Error(`Invalid server settings:\n${lines.join("\n")}\nSee .env.example for every setting.`);
  }
  const c = result.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: resolve(c.DATA_DIR),
    buildDir: resolve(c.BUILD_DIR),
    trustProxy: c.TRUST_PROXY,
    hsts: c.HSTS,
  };
}
