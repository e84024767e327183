import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useLogout } from "../api/logout";

/** Log out as a plain button, for screens without the account menu (onboarding). */
export function LogOutButton() {
  const logout = useLogout();
  return (
    <Button variant="ghost" disabled={logout.isPending} onClick={() => logout.mutate()}>
      <LogOut aria-hidden="true" />
      {logout.isPending ? "Logging out…" : "Log out"}
    </Button>
  );
}
