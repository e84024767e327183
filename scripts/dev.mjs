// `npm run dev`: the API with reload on :5000 and Vite's dev server (hot reload, /api proxied) on :5173.
import concurrently from "concurrently";

const { result } = concurrently(
  [
    { name: "api", command: "node --import tsx --watch apps/server/src/server.ts", prefixColor: "blue" },
    { name: "web", command: "npm run dev -w @measured/web", prefixColor: "magenta" },
  ],
  { killOthersOn: ["failure"] },
);
result.catch(() => process.exit(1));
