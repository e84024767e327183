// `npm run dev`: the API with reload on :5000 and Vite's dev server (hot reload, /api proxied) on :5173.
import concurrently from "concurrently";

const { result } = concurrently(
  [
    {
      name: "api",
      command: "node --import tsx --watch apps/server/src/server.ts",
      prefixColor: "blue",
      // Links in e-mails and the Google callback must point at the dev server people open.
      env: { APP_URL: process.env.APP_URL ?? "http://localhost:5173" },
    },
    { name: "web", command: "npm run dev -w @measured/web", prefixColor: "magenta" },
  ],
  { killOthersOn: ["failure"] },
);
result.catch(() => process.exit(1));
