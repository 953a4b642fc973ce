// Server settings from the environment, checked once at start so a typo fails loudly.
import { resolve } from "node:path";
import { z } from "zod";
import { DEFAULT_RETENTION_DAYS } from "~/notes/retention.server";
import { parseReviewers } from "~/staff/passwords.server";
import { type StaffRole, twoStepRoles } from "~/staff/roles";
import type { OldStaffSettings } from "~/staff/takeover.server";

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .default("false")
  .transform((value) => ["true", "1", "yes"].includes(value));

/**
 * Express's "trust proxy": false (no proxy: use the socket's address), a number of proxy hops,
 * or a comma-separated list of proxy addresses, subnets or names such as "loopback". "true" means
 * one hop, never "trust every hop", which would let any client fake its address.
 */
const trustProxy = z
  .string()
  .default("false")
  .transform((value, ctx): false | number | string => {
    const v = value.trim();
    if (["", "false", "0", "no"].includes(v)) return false;
    if (["true", "yes"].includes(v)) return 1;
    if (/^\d+$/.test(v)) return Number(v);
    if (/^[\w.:/,\s-]+$/.test(v)) return v;
    ctx.addIssue({ code: "custom", message: "must be false, a number of proxy hops, or proxy addresses/subnets" });
    return z.NEVER;
  });

/** Names of staff from REVIEWERS, separated by commas: "dana, sam". */
const staffNames = z.string().transform((value) =>
  value
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean),
);

const configSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    PORT: z
      .string()
      .default("3000")
      .refine(
        (value) => /^\d{1,5}$/.test(value) && Number(value) <= 65535,
        "must be a port number from 0 to 65535 (0 picks a free one)",
      )
      .transform(Number),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, "must be a PostgreSQL address: postgres://user:password@host:5432/database")
      .optional(),
    TRUST_PROXY: trustProxy,
    HSTS: flag,
    MAX_CONNECTIONS: z.coerce.number().int().min(10).max(1_000_000).default(2000),
    NOTE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(5),
    NOTE_LIMIT_PER_DAY: z.coerce.number().int().min(0).default(30),
    NOTE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_RETENTION_DAYS),
    ADDRESS_HASH_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    REVIEWERS: z
      .string()
      .default("")
      .transform((value, ctx) => {
        const parsed = parseReviewers(value);
        if ("error" in parsed) {
          ctx.addIssue({ code: "custom", message: parsed.error });
          return z.NEVER;
        }
        return parsed.reviewers;
      }),
    NOTE_REVIEWERS: staffNames.optional(),
    CONTENT_EDITORS: staffNames.default([]),
    STAFF_TWO_STEP: z
      .enum(["administrators", "editors", "everyone", "off"], {
        error:
          "must be administrators, editors (administrators and every role that edits or translates the website), everyone or off",
      })
      .default("administrators"),
    PASSKEY_ORIGIN: z
      .string()
      .regex(
        /^(https:\/\/[a-z0-9.-]+|http:\/\/localhost)(:\d{1,5})?\/?$/i,
        "must be the address staff open the staff area at, with no path: https://example.org (or http://localhost:3000 on your own computer)",
      )
      // Browsers refuse passkeys for an IP address.
      .refine(
        (value) => !/^[\d.]+$/.test(new URL(value).hostname),
        "must be a name such as https://example.org, not an IP address",
      )
      .transform((value) => new URL(value).origin)
      .optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters (`openssl rand -hex 32` makes one)").optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, "must look like smtp://user:password@host:587 or smtps://…:465")
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
  })
  .superRefine((c, ctx) => {
    const staff = new Set(c.REVIEWERS.map((reviewer) => reviewer.name));
    for (const key of ["NOTE_REVIEWERS", "CONTENT_EDITORS"] as const) {
      const unknown = (c[key] ?? []).filter((name) => !staff.has(name));
      if (unknown.length > 0) {
        ctx.addIssue({ code: "custom", path: [key], message: `names no one in REVIEWERS: ${unknown.join(", ")}` });
      }
    }
    // Every instance must sign cookies and hash addresses alike: one made per instance would not do.
    if (c.DATABASE_URL) {
      for (const key of ["SESSION_SECRET", "ADDRESS_HASH_SECRET"] as const) {
        if (!c[key]) {
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "must be set when DATABASE_URL is, the same for every instance (`openssl rand -hex 32` makes one)",
          });
        }
      }
    }
    if (c.SMTP_URL && !c.MAIL_FROM) {
      ctx.addIssue({
        code: "custom",
        path: ["MAIL_FROM"],
        message: 'is needed with SMTP_URL, e.g. "The Bridge Church <notes@example.org>"',
      });
    }
  });

/** Settings whose values never appear in an error message or a log. */
const SECRETS = new Set(["ADDRESS_HASH_SECRET", "DATABASE_URL", "REVIEWERS", "SESSION_SECRET", "SMTP_URL"]);

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL, shared by every instance; unset keeps SQLite in dataDir. */
  databaseUrl: string | undefined;
  nodeEnv: "production" | "development" | "test";
  /** Which proxies' X-Forwarded-For to believe. */
  trustProxy: false | number | string;
  /** Send Strict-Transport-Security (only when the site is served over HTTPS). */
  hsts: boolean;
  /** Notes one address may send; 0 turns a limit off. */
  noteLimits: { perMinute: number; perDay: number };
  /** Days a delivered or rejected note is kept before it is erased. */
  noteRetentionDays: number;
  /** Open connections the server holds at once; past it, new ones are refused until some close. */
  maxConnections: number;
  /** Key for hashing senders' addresses; made and kept in DATA_DIR if unset. */
  addressHashSecret: string | undefined;
  /** Staff named by REVIEWERS, NOTE_REVIEWERS and CONTENT_EDITORS, taken over into the accounts once. */
  oldStaff: OldStaffSettings;
  /** Whose roles require two-step sign-in. */
  twoStepRequiredFor: StaffRole[];
  /** Where staff open the staff area, for passkeys; unset, the address the site was built for (SITE_URL). */
  passkeyOrigin: string | undefined;
  /** Key that signs reviewers' session cookies; made and kept in DATA_DIR if unset. */
  sessionSecret: string | undefined;
  /** How approved notes are sent; unset keeps them for hand delivery. */
  mail: { smtpUrl: string; from: string } | undefined;
}

export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      const got = SECRETS.has(key) ? "value not shown" : `got ${JSON.stringify(env[key])}`;
      return `  ${issue.path.join(".")}: ${issue.message} (${got})`;
    });
    throw new Error(`Invalid server settings:\n${lines.join("\n")}\nSee .env.example for every setting.`);
  }
  const c = result.data;
  return {
    nodeEnv: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    maxConnections: c.MAX_CONNECTIONS,
    trustProxy: c.TRUST_PROXY,
    hsts: c.HSTS,
    noteLimits: { perMinute: c.NOTE_LIMIT_PER_MINUTE, perDay: c.NOTE_LIMIT_PER_DAY },
    noteRetentionDays: c.NOTE_RETENTION_DAYS,
    addressHashSecret: c.ADDRESS_HASH_SECRET,
    oldStaff: { reviewers: c.REVIEWERS, noteReviewers: c.NOTE_REVIEWERS, contentEditors: c.CONTENT_EDITORS },
    twoStepRequiredFor: twoStepRoles(c.STAFF_TWO_STEP),
    passkeyOrigin: c.PASSKEY_ORIGIN,
    sessionSecret: c.SESSION_SECRET,
    mail: c.SMTP_URL && c.MAIL_FROM ? { smtpUrl: c.SMTP_URL, from: c.MAIL_FROM } : undefined,
  };
}
