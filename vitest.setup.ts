import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// `findBy…` and `waitFor` wait for a condition; a busy machine may need more than their 1 s default
// to render a route, and a passing test takes no longer for the extra room.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
