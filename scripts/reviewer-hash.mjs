// `npm run reviewer:hash`: asks for a reviewer's password (twice, not shown on screen) and prints
// the hash to put in REVIEWERS. With the password piped in (`echo … | npm run reviewer:hash`) it
// reads one line and does not ask.
import { join } from "node:path";
import { createInterface } from "node:readline";
import { runnerImport } from "vite";

const { module } = await runnerImport(join(process.cwd(), "app/review/passwords.server.ts"));
const { hashPassword } = module;

const MIN_LENGTH = 12;

/** Reads one line from a terminal without echoing what is typed. */
function askHidden(question) {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    let muted = false;
    const write = rl._writeToOutput.bind(rl);
    rl._writeToOutput = (text) => {
      if (!muted) write(text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

async function readPiped() {
  let input = "";
  for await (const chunk of process.stdin) input += chunk;
  return input.split(/\r?\n/)[0] ?? "";
}

let password;
if (process.stdin.isTTY) {
  password = await askHidden("Password for the reviewer: ");
  const again = await askHidden("The same password again: ");
  if (password !== again) {
    console.error("The two passwords differ; nothing was printed.");
    process.exit(1);
  }
} else {
  password = await readPiped();
}

if (password.length < MIN_LENGTH) {
  console.error(`Use at least ${MIN_LENGTH} characters (a few unrelated words work well).`);
  process.exit(1);
}

const hash = await hashPassword(password);
console.log(hash);
console.error(`\nAdd it to the server's environment as name=hash, for example:\n  REVIEWERS="dana=${hash}"`);
