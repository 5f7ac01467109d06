import { expect, test } from "@playwright/test";

test("staff routes redirect to sign-in when signed out", async ({ page }) => {
  await page.goto("/home");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fhome/);
});

test("a wrong password shows an error", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("frontdesk@demo.innkeep.dev");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("login-error")).toHaveText("Invalid email or password");
});

test("manager signs in, sees both properties, signs out", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("manager@demo.innkeep.dev");
  await page.getByLabel("Password").fill("innkeep-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByTestId("signed-in-user")).toBeVisible();
  await expect(page.getByTestId("property-list")).toContainText("Innkeep Demo Hotel");
  await expect(page.getByTestId("property-list")).toContainText("Innkeep Harbour Inn");
  await page.screenshot({ path: "e2e/artifacts/home-1280.png", fullPage: true });
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
});
