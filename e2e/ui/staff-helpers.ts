// Shared steps of the staff-screen journeys: sign in, axe checks (zero serious or critical violations), screenshots.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

export const PASSWORD = "innkeep-demo";
export const ARTIFACTS = "e2e/artifacts";

export async function signIn(page: Page, email: string, next = "/home") {
  await page.goto(`/login?callbackUrl=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("signed-in-user")).toBeVisible();
}

/** A second device: its own browser context (own cookies and storage), signed in as `email`. */
export async function device(browser: Browser, email: string, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3100}` });
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

/** axe-core over the page (WCAG 2.x A/AA rules): fails on any serious or critical violation, listing them. */
export async function expectAccessible(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = bad.map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.slice(0, 5).map((n) => `   ${n.target.join(" ")} — ${n.failureSummary?.split("\n").join(" ")}`).join("\n")}`);
  expect(report, `axe on ${name}`).toEqual([]);
}

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

/** The page must not scroll sideways (no layout break); wide grids scroll inside their own container. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "page wider than the viewport").toBeLessThanOrEqual(0);
}

export async function toast(page: Page, text: string | RegExp) {
  await expect(page.getByTestId("toast").filter({ hasText: text }).first()).toBeVisible();
}

export function uniqueSuffix() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Books a stay through the new-reservation wizard and answers its confirmation number. */
export async function bookThroughWizard(
  page: Page,
  opts: { arrival?: string; departure?: string; lastName: string; roomTypeName?: string; ratePlanName?: string },
): Promise<{ confirmation: string; roomTypeName: string }> {
  await page.goto("/front-desk/reservations/new");
  const stay = page.getByTestId("stay-form");
  if (opts.arrival) await stay.getByLabel("Arrival").fill(opts.arrival);
  if (opts.departure) await stay.getByLabel("Departure").fill(opts.departure);
  await stay.getByLabel("Adults per room").fill("2");
  await page.getByTestId("check-availability").click();
  const options = page.getByTestId("room-type-option");
  await expect(options.first()).toBeVisible();
  const option = opts.roomTypeName ? options.filter({ has: page.getByRole("heading", { name: opts.roomTypeName }) }) : options.filter({ has: page.getByTestId("select-rate").and(page.locator(":enabled")) }).first();
  const roomTypeName = (await option.getAttribute("data-room-type-name"))!;
  const rate = opts.ratePlanName ? option.getByTestId("rate-option").filter({ hasText: opts.ratePlanName }) : option.getByTestId("rate-option").first();
  await rate.getByTestId("select-rate").click();
  await page.getByTestId("guest-mode-new").check();
  const guest = page.getByTestId("guest-form");
  await guest.getByLabel("First name").fill("Journey");
  await guest.getByLabel("Last name").fill(opts.lastName);
  await guest.getByLabel("Email").fill(`${opts.lastName.toLowerCase()}@example.com`);
  await guest.getByLabel("Phone (optional)").fill("+91 98200 12345");
  await page.getByTestId("guest-continue").click();
  await page.getByTestId("confirm-reservation").click();
  const number = page.getByTestId("confirmation-number");
  await expect(number).toHaveText(/^[A-Z0-9]{6}$/);
  return { confirmation: (await number.textContent())!.trim(), roomTypeName };
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today at the Demo hotel (Asia/Kolkata), as the screens compute it. */
export function hotelToday(timeZone = "Asia/Kolkata"): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  return parts;
}
