import { useState } from "react";
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

export function SignInPage() {
  useAuthErrorToast();
  const hydrated = useHydrated();
  const [tab, setTab] = useSignInTab(hydrated);
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
              <Tabs value={tab} onValueChange={setTab}>
                <TabsList>
                  <TabsTrigger value="login" disabled={!hydrated}>
                    Login
                  </TabsTrigger>
                  <TabsTrigger value="register" disabled={!hydrated}>
                    Register
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="login">
                  <LoginForm />
                </TabsContent>
                <TabsContent value="register">
                  <RegisterForm />
                </TabsContent>
              </Tabs>
              <OrDivider />
              <GoogleSignInButton />
            </CardContent>
          </Card>
        </div>
      </main>
    </div>
  );
}
