// The facts of one request that the server (server/app.ts) hands to every route through React
// Router's context. Each service declares its own context beside it (app/notes/context.server.ts,
// app/staff/context.server.ts, app/publishing/context.server.ts).
import { createContext } from "react-router";
import { defaultLanguage, type Language } from "~/content-model/languages";

export interface RequestFacts {
  /** The visitor's address, from the socket or a trusted proxy (TRUST_PROXY). */
  clientAddress: string;
  /** This response's Content-Security-Policy nonce; empty for a kept answer (hashes are used then). */
  cspNonce: string;
  /**
   * A request of the page's own script for its data (`….data`), answered as data, not as a page:
   * what a refusal should look like, never whether a protection applies.
   */
  dataRequest: boolean;
  /** The language of the page asked for, by its address (content-model/languages.ts: languageOfPath). */
  language: Language;
  /**
   * The address names one of the site's files (the build's, or a kept calendar or site map), not a
   * page: a form sent to it is refused as one sent to a page that takes none (405), not as one sent
   * to nothing (404).
   */
  addressIsFile?: boolean;
  /**
   * Runs work once this request's answer has been sent in full, so that neither the answer's
   * words nor its time can depend on it (a password reset for an address that may have an
   * account). Without a server (a kept answer, tests of a route), on the next turn.
   */
  afterAnswer?: (work: () => Promise<void>) => void;
}

export const requestContext = createContext<RequestFacts>({
  clientAddress: "",
  cspNonce: "",
  dataRequest: false,
  language: defaultLanguage,
});

/** Work to run once the answer is sent (see `afterAnswer`); its failure is logged, never the visitor's. */
export function afterAnswer(facts: RequestFacts, work: () => Promise<void>, log = console.error) {
  const guarded = () => {
    work().catch((error) => log(JSON.stringify({ event: "after-answer-failed", error: String(error) })));
  };
  if (facts.afterAnswer) facts.afterAnswer(async () => guarded());
  else setImmediate(guarded);
}
