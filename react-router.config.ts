import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered by the server; those the same for every visitor are kept until staff
  // publish (app/publishing/render-site.server.ts).
  ssr: true,
} satisfies Config;
