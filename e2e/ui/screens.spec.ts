// Every staff screen: axe (zero serious/critical violations), a screenshot at 1280 px (the housekeeping board also at
// 820 px), and no sideways page scroll at 768 px. Also the change-dates and cancel flows with their previews.
import { expect, test, type Page } from "@playwright/test";
import { addDays, bookThroughWizard, expectAccessible, expectNoHorizontalScroll, hotelToday, shot, signIn, toast, uniqueSuffix } from "./staff-helpers";

async function check(page: Page, name: string) {
  await expectAccessible(page, name);
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, `${name} at 768 px`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("front-desk screens: accessible, captured, no layout break at 768 px", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/login");
  await check(page, "login");
  await signIn(page, "frontdesk@demo.innkeep.dev");
  await check(page, "home-front-desk");

  await page.goto("/front-desk");
  await expect(page.getByTestId("arrivals").locator("table, [data-testid=empty-state]").first()).toBeVisible();
  await expect(page.getByTestId("fd-count-VACANT_CLEAN")).toBeVisible();
  await check(page, "front-desk-today");

  await page.goto("/front-desk/tape-chart");
  await expect(page.getByTestId("tape-chart")).toBeVisible();
  await check(page, "front-desk-tape-chart");
  // scroll by week; a free cell starts a booking for that room type and date
  await page.getByTestId("tape-next-week").click();
  const day = addDays(hotelToday(), 7);
  await expect(page.getByTestId(`day-${day}`)).toBeVisible();
  const free = page.locator(`[data-testid^="free-"][data-testid$="-${addDays(day, 2)}"]`).first();
  await free.click();
  await expect(page).toHaveURL(new RegExp(`/front-desk/reservations/new\\?arrival=${addDays(day, 2)}&departure=${addDays(day, 3)}&room_type_id=`));
  await expect(page.getByTestId("stay-form").getByLabel("Arrival")).toHaveValue(addDays(day, 2));
  await check(page, "front-desk-new-reservation-stay");
  await page.getByTestId("check-availability").click();
  await expect(page.getByTestId("room-type-option").first()).toBeVisible();
  await check(page, "front-desk-new-reservation-rates");
  await page.getByTestId("select-rate").first().click();
  // validation messages next to the fields
  await page.getByTestId("guest-continue").click();
  await expect(page.getByTestId("guest-form").getByText("Required").first()).toBeVisible();
  await page.getByTestId("guest-form").getByLabel("Email").fill("not-an-email");
  await page.getByTestId("guest-continue").click();
  await expect(page.getByTestId("guest-form").getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await check(page, "front-desk-new-reservation-guest");

  await page.goto("/front-desk/reservations");
  await expect(page.getByTestId("reservations-table")).toBeVisible();
  await check(page, "front-desk-reservations");
  await page.getByTestId("filter-status-CHECKED_IN").check();
  await expect(page.getByTestId("reservations-table").getByTestId("reservation-status").first()).toHaveText("Checked in");
  await page.getByTestId("reservations-table").getByRole("link").first().click();
  await expect(page.getByTestId("confirmation-number")).toBeVisible();
  await expect(page.getByTestId("nightly-rates")).toBeVisible();
  await check(page, "front-desk-reservation-detail");
  await page.getByTestId("action-move-room").click();
  await expect(page.getByTestId("move-room")).toBeVisible();
  await check(page, "front-desk-room-move");
});

test("change dates with the new price first, then cancel with the fee preview", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "frontdesk@demo.innkeep.dev");
  const arrival = addDays(hotelToday(), 10);
  const { confirmation } = await bookThroughWizard(page, { arrival, departure: addDays(arrival, 2), lastName: `Change${uniqueSuffix()}` });
  await page.getByTestId("view-new-reservation").click();
  await expect(page.getByTestId("confirmation-number")).toHaveText(confirmation);
  const totalBefore = await page.getByTestId("total-amount").textContent();

  await page.getByTestId("action-change-dates").click();
  const dialog = page.getByTestId("change-dates-dialog");
  await dialog.getByLabel("Departure").fill(addDays(arrival, 3));
  await expect(dialog.getByTestId("new-total")).toBeVisible();
  const newTotal = (await dialog.getByTestId("new-total").textContent())!;
  expect(newTotal).not.toBe(totalBefore);
  await expectAccessible(page, "change dates dialog");
  await shot(page, "front-desk-change-dates-1280");
  await dialog.getByTestId("save-dates").click();
  await toast(page, "Dates changed");
  await expect(page.getByTestId("total-amount")).toHaveText(newTotal);
  await expect(page.getByTestId("history")).toContainText("Departure date");

  await page.getByTestId("action-cancel").click();
  const cancel = page.getByTestId("cancel-dialog");
  await expect(cancel.getByTestId("cancel-fee")).toBeVisible();
  await expect(cancel).toContainText("Free cancellation until");
  await expect(cancel.getByTestId("waive-fee")).toHaveCount(0); // front desk cannot waive
  await expectAccessible(page, "cancel dialog");
  await shot(page, "front-desk-cancel-1280");
  await cancel.getByLabel("Reason (optional)").fill("Guest changed plans");
  await cancel.getByTestId("confirm-cancel").click();
  await toast(page, `Reservation ${confirmation} cancelled`);
  await expect(page.getByTestId("reservation-status")).toHaveText("Cancelled");
});

test("housekeeping board: accessible, captured at 1280 and 820 px", async ({ page }) => {
  await signIn(page, "housekeeping@demo.innkeep.dev");
  await page.goto("/housekeeping");
  await expect(page.locator('[data-testid^="room-tile-"]').first()).toBeVisible();
  await check(page, "housekeeping-board");
  await page.setViewportSize({ width: 820, height: 1180 });
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, "housekeeping board at 820 px");
  await shot(page, "housekeeping-board-820");
  // filters and counts
  await page.getByTestId("filter-status").selectOption("VACANT_DIRTY");
  const count = Number(await page.getByTestId("hk-count-VACANT_DIRTY").getByTestId("count").textContent());
  await expect(page.locator('[data-testid^="room-tile-"]')).toHaveCount(count);
  await page.getByTestId("filter-status").selectOption("");
  await page.locator('[data-testid^="room-tile-"]').first().click();
  await expect(page.getByTestId("room-dialog")).toBeVisible();
  await expectAccessible(page, "housekeeping room dialog");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("room-dialog")).not.toBeVisible();
});
