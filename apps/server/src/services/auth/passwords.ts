import { hash, verify } from "@node-rs/argon2";
import { passwordHashingQueue } from "./hashing-queue";

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
// Every hash and verification waits its turn in the bounded queue (503 when it is full).
export const hashPassword = (password: string) => passwordHashingQueue.run(() => hash(password));

// Verifying against this when the account does not exist keeps the timing the same.
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$8m1JQ1yq0eQQ4mB2c2J0lmV0M6JQk7cKtR0mB7uN0X8";

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  return passwordHashingQueue.run(async () => {
    try {
      return await verify(passwordHash ?? DUMMY_HASH, password);
    } catch {
      return false;
    }
  });
}
