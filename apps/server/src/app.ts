import cookie from "@fastify/cookie";
import type { Database, DatabaseHandle } from "@measured/db";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Env } from "./env";
import { registerAuth } from "./plugins/auth";
import { registerCsrfProtection } from "./plugins/csrf";
import { answerFrameworkError, registerErrorHandling } from "./plugins/errors";
import { webBuildScriptHashes } from "./plugins/inline-scripts";
import { registerJsonBody } from "./plugins/json-body";
import { refuseUserInQuery } from "./plugins/no-user-in-query";
import { registerOpenApi } from "./plugins/openapi";
import { trackRequestsInFlight } from "./plugins/requests-in-flight";
import { responseSerializerCompiler } from "./plugins/response-serializer";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { DEFAULT_WEB_DIST, registerWebApp } from "./plugins/web";
import { emailConfirmationRoutes } from "./routes/auth/email-confirmation";
import { googleRoutes } from "./routes/auth/google";
import { passwordResetRoutes } from "./routes/auth/password-reset";
import { registerAndLoginRoutes } from "./routes/auth/register-and-login";
import { sessionRoutes } from "./routes/auth/session";
import { twoFactorSignInRoutes } from "./routes/auth/two-factor";
import { demoRoutes } from "./routes/demo/demo";
import { healthRoutes } from "./routes/health";
import { unsubscribeRoutes } from "./routes/notifications/unsubscribe";
import { onboardingRoutes } from "./routes/onboarding/onboarding";
import { signedInRoutes } from "./routes/signed-in";
import { createGoogleAuth, type GoogleAuth } from "./services/auth/google";
import { createMailer, type Mailer } from "./services/mail/mailer";
import { createDashboardCache, type DashboardCache } from "./services/metrics/dashboard-cache";
import { createRepHistoryCache, type RepHistoryCache } from "./services/metrics/rep-history";

declare module "fastify" {
  interface FastifyInstance {
    env: Env;
    database: DatabaseHandle;
    db: Database;
    mailer: Mailer;
    google: GoogleAuth;
    /** Built answers kept as JSON text under keys that carry users.data_version: dashboards and pipelines. */
    answerCache: DashboardCache;
    repHistories: RepHistoryCache;
  }
}

export interface BuildOptions {
  env: Env;
  database: DatabaseHandle;
  logger?: FastifyServerOptions["logger"];
  mailer?: Mailer;
  google?: GoogleAuth;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Runs first, before any plugin or route: tests collect the route table and watch answers here. */
  configure?: (app: FastifyInstance) => void;
}

/** Builds the app without listening: server.ts listens, tests use `inject`. */
export async function buildApp(options: BuildOptions) {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Client addresses come from the socket; X-Forwarded-For only from the proxies TRUST_PROXY names.
    trustProxy: env.TRUST_PROXY,
    // The router's own refusals (a malformed escape, a path segment past 100 characters) get the one
    // error format too: they never reach the error handler.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  options.configure?.(app);
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by fast-json-stringify from each route's Zod schema (decision 024).
  app.setSerializerCompiler(responseSerializerCompiler);

  app.decorate("env", env);
  app.decorate("database", options.database);
  app.decorate("db", options.database.db);
  app.decorate(
    "mailer",
    options.mailer ??
      createMailer(
        {
          smtpUrl: env.SMTP_URL,
          from: env.MAIL_FROM,
          logFile: env.MAIL_LOG_FILE,
          redactLinks: env.NODE_ENV === "production",
        },
        app.log,
      ),
  );
  app.decorate(
    "google",
    options.google ??
      createGoogleAuth({
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        issuer: env.GOOGLE_ISSUER,
        redirectUri: new URL("/api/auth/google/callback", env.APP_URL).href,
      }),
  );

  // While shutting down, answers close their connection, so a keep-alive client cannot
  // hold the process open for the keep-alive timeout.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  // onSend, not onRequest: requests already in flight when closing begins must close too.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });

  trackRequestsInFlight(app);
  app.decorate("answerCache", createDashboardCache(env.DASHBOARD_CACHE_SIZE));
  app.decorate("repHistories", createRepHistoryCache(env.DASHBOARD_CACHE_SIZE > 0));

  registerErrorHandling(app);
  registerJsonBody(app);
  registerSecurityHeaders(app, options.serveWeb ? webBuildScriptHashes(env.WEB_DIST ?? DEFAULT_WEB_DIST) : []);
  registerCsrfProtection(app);
  refuseUserInQuery(app);
  await app.register(cookie);
  registerAuth(app);
  // Before the routes: it collects their schemas as they register.
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(registerAndLoginRoutes);
  await app.register(twoFactorSignInRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes);
  await app.register(emailConfirmationRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(googleRoutes);
  await app.register(demoRoutes);
  await app.register(onboardingRoutes);
  await app.register(signedInRoutes);

  if (options.serveWeb) await registerWebApp(app, env.WEB_DIST);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
