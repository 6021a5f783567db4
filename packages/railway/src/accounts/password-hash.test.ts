import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash.ts";

const FAST = { N: 1024, r: 8, p: 1 };

describe("password hashing", () => {
  it("stores scrypt$N$r$p$salt$hash with a 16-byte salt and never the password", async () => {
    const stored = await hashPassword("Secret123", FAST);
    const parts = stored.split("$");
    expect(parts).toHaveLength(6);
    expect(parts.slice(0, 4)).toEqual(["scrypt", "1024", "8", "1"]);
    expect(Buffer.from(parts[4] ?? "", "base64")).toHaveLength(16);
    expect(Buffer.from(parts[5] ?? "", "base64")).toHaveLength(32);
    expect(stored).not.toContain("Secret123");
  });

  it("salts each hash: the same password hashes differently twice", async () => {
    expect(await hashPassword("Secret123", FAST)).not.toBe(await hashPassword("Secret123", FAST));
  });

  it("verifies the right password and refuses a wrong or differently-cased one", async () => {
    const stored = await hashPassword("Secret123", FAST);
    expect(await verifyPassword("Secret123", stored)).toBe(true);
    expect(await verifyPassword("secret123", stored)).toBe(false);
    expect(await verifyPassword("Secret1234", stored)).toBe(false);
  });

  it("uses the parameters stored with the hash (the default cost verifies too)", async () => {
    const stored = await hashPassword("Secret123");
    expect(stored.startsWith("scrypt$16384$8$1$")).toBe(true);
    expect(await verifyPassword("Secret123", stored)).toBe(true);
  });

  it("answers false for malformed hashes instead of throwing", async () => {
    for (const bad of [
      "",
      "plain",
      "scrypt$1024$8$1$$",
      "bcrypt$1$2$3$c2FsdA==$aGFzaA==",
      "scrypt$1000$8$1$c2FsdA==$aGFzaA==",
    ]) {
      expect(await verifyPassword("Secret123", bad), bad).toBe(false);
    }
  });
});
