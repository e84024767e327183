import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { paths } from "@/config/paths";

export const INVALID_RESET_LINK_TITLE = "Invalid Reset Link";
export const INVALID_RESET_LINK_MESSAGE = "This password reset link is invalid or has expired.";

export function InvalidResetLink() {
  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold">{INVALID_RESET_LINK_TITLE}</h1>
        <CardDescription>{INVALID_RESET_LINK_MESSAGE}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild className="w-full">
          <Link href={paths.signIn}>Back to Sign In</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
