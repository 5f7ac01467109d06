// "Someone else took the last room": the wizard says so plainly and re-quotes, instead of failing silently.
import { expect, test, type Page } from "@playwright/test";
import { addDays, expectAccessible, hotelToday, shot, signIn, uniqueSuffix } from "./staff-helpers";

async function propertyIdOf(page: Page): Promise<string> {
  const req = page.waitForRequest((r) => r.url().includes("/api/v1/") && !!r.headers()["x-property-id"]);
  await page.goto("/front-desk/reservations");
  return (await req).headers()["x-property-id"];
}

test("losing the last room to another booking shows a clear message and refreshes availability", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "frontdesk@demo.innkeep.dev");
  const pid = await propertyIdOf(page);
  const arrival = addDays(hotelToday(), 45);
  const departure = addDays(arrival, 1);
  const api = (path: string, body: unknown) =>
    page.request.post(`/api/v1${path}`, { data: body, headers: { "X-Property-ID": pid, "Content-Type": "application/json" } });

  // The room type with the fewest rooms left that night, and a plan that sells it
  const avail = await (await api("/availability", { arrival_date: arrival, departure_date: departure, adults: 1, children: 0, rooms: 1 })).json();
  const type = [...avail.data.room_types].filter((t: { available_count: number; rates: unknown[] }) => t.available_count > 0 && t.rates.length > 0).sort((a, b) => a.available_count - b.available_count)[0];
  const plan = type.rates[0].rate_plan_id;
  const bookRooms = async (n: number, who: string) => {
    for (let left = n; left > 0; left -= 10) {
      const rooms = Array.from({ length: Math.min(10, left) }, () => ({ room_type_id: type.id, rate_plan_id: plan, adults: 1, children: 0 }));
      const res = await api("/reservations", { arrival_date: arrival, departure_date: departure, rooms, guest: { first_name: "Other", last_name: who, email: `${who.toLowerCase()}${left}@example.com` } });
      expect(res.status(), await res.text()).toBe(201);
    }
  };
  // Leave exactly one room of that type
  await bookRooms(type.available_count - 1, `Group${uniqueSuffix()}`);

  await page.goto(`/front-desk/reservations/new?arrival=${arrival}&departure=${departure}&room_type_id=${type.id}`);
  await page.getByTestId("stay-form").getByLabel("Adults per room").fill("1");
  await page.getByTestId("check-availability").click();
  const option = page.locator(`[data-testid="room-type-option"][data-room-type-id="${type.id}"]`);
  await expect(option.getByTestId("available-count")).toHaveText("1 available");
  await option.getByTestId("select-rate").first().click();
  await page.getByTestId("guest-form").getByLabel("First name").fill("Late");
  await page.getByTestId("guest-form").getByLabel("Last name").fill(`Comer${uniqueSuffix()}`);
  await page.getByTestId("guest-form").getByLabel("Email").fill(`late${uniqueSuffix()}@example.com`);
  await page.getByTestId("guest-continue").click();
  await expect(page.getByTestId("confirm-reservation")).toBeVisible();

  // Meanwhile another desk (or channel) books the last room
  await bookRooms(1, `Quick${uniqueSuffix()}`);
  await page.getByTestId("confirm-reservation").click();

  await expect(page.getByTestId("no-availability")).toContainText("no longer available");
  await expect(option.getByTestId("available-count")).toHaveText("Sold out");
  await expect(option.getByTestId("select-rate").first()).toBeDisabled();
  await expectAccessible(page, "wizard after losing the last room");
  await shot(page, "front-desk-new-reservation-conflict-1280");
});

test("loading fails: the screen says so and offers a retry", async ({ page }) => {
  await signIn(page, "frontdesk@demo.innkeep.dev");
  let fail = true;
  await page.route("**/api/v1/rooms/status-summary", (route) =>
    fail ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "internal_error", message: "An unexpected error occurred" }) }) : route.continue(),
  );
  await page.goto("/front-desk");
  const error = page.getByTestId("status-counts").getByTestId("error-state");
  await expect(error).toContainText("An unexpected error occurred", { timeout: 15_000 });
  fail = false;
  await error.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("fd-count-VACANT_CLEAN")).toBeVisible();

  await page.goto("/front-desk/reservations");
  await page.getByTestId("filter-guest").fill("zz-nobody-by-this-name");
  await expect(page.getByTestId("empty-state")).toContainText("No reservations match these filters");
});
