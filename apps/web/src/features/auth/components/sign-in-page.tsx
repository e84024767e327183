import { TWO_FACTOR_FRAGMENT_PARAM } from "@measured/core";
import { useEffect, useState } from "react";
import { useSearchParams } from "wouter";
import { Brand } from "@/components/layout/brand";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useHydrated } from "@/lib/use-hydrated";
import { useAuthErrorToast } from "../hooks/use-auth-error-toast";
import { GoogleSignInButton } from "./google-sign-in-button";
import { LoginForm } from "./login-form";
import { MarketingPanel } from "./marketing-panel";
import { RegisterForm } from "./register-form";
import { TwoFactorStep } from "./two-factor-step";

function OrDivider() {
  return (
    <div className="my-4 flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden="true">
      <span className="h-px flex-1 bg-border" />
      or
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}

type SignInTab = "login" | "register";

/**
 * `?tab=register` (the landing page's Get Started Today) opens the Register tab. The prerendered
 * page is the same for every query string, so the tab follows the address once hydrated.
 */
function useSignInTab(hydrated: boolean) {
  const [searchParams] = useSearchParams();
  const [chosen, setChosen] = useState<SignInTab | null>(null);
  const requested: SignInTab = searchParams.get("tab") === "register" ? "register" : "login";
  const tab = chosen ?? (hydrated ? requested : "login");
  return [tab, (value: string) => setChosen(value === "register" ? "register" : "login")] as const;
}

/**
 * The challenge waiting for a code (decision 066): from the password form, or from Google sign-in, which hands it
 * over in the address's fragment (`#two-factor=…`); read once and taken out of the address.
 */
function useTwoFactorChallenge() {
  const [challenge, setChallenge] = useState<string | null>(null);
  useEffect(() => {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const handed = fragment.get(TWO_FACTOR_FRAGMENT_PARAM);
    if (!handed) return;
    setChallenge(handed);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
  }, []);
  return [challenge, setChallenge] as const;
}

export function SignInPage() {
  useAuthErrorToast();
  const hydrated = useHydrated();
  const [tab, setTab] = useSignInTab(hydrated);
  const [challenge, setChallenge] = useTwoFactorChallenge();
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <MarketingPanel />
      <main className="flex flex-col items-center px-4 py-6 sm:justify-center sm:py-10">
        <div className="grid w-full max-w-md gap-6">
          <Brand subtitle="Contractor CRM Platform" className="justify-self-center" />
          <Card>
            <CardHeader>
              <h1 className="text-xl font-semibold leading-tight">Welcome to Measured</h1>
              <CardDescription>Sign in to your account or create a new one.</CardDescription>
            </CardHeader>
            <CardContent>
              {challenge ? <TwoFactorStep challenge={challenge} onCancel={() => setChallenge(null)} /> : null}
              <Tabs value={tab} onValueChange={setTab} hidden={challenge !== null}>
                <TabsList>
                  <TabsTrigger value="login" disabled={!hydrated}>
                    Login
                  </TabsTrigger>
                  <TabsTrigger value="register" disabled={!hydrated}>
                    Register
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="login">
                  <LoginForm onChallenge={setChallenge} />
                </TabsContent>
                <TabsContent value="register">
                  <RegisterForm />
                </TabsContent>
              </Tabs>
              {challenge ? null : (
                <>
                  <OrDivider />
                  <GoogleSignInButton />
                </>
              )}
            </CardContent>
          </Card>
        </div>
      </main>
    </div>
  );
}
