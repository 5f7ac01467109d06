// Housekeeping board: live across devices, out of order removes the room from the wizard's availability, and the
// front desk is not offered screens housekeeping cannot use (and vice versa).
import { expect, test } from "@playwright/test";
import { addDays, device, expectAccessible, hotelToday, shot, signIn, toast } from "./staff-helpers";

test("a status change on one tablet appears on another within 5 seconds", async ({ browser }) => {
  const a = await device(browser, "housekeeping@demo.innkeep.dev", { width: 820, height: 1180 });
  const b = await device(browser, "housekeeping@demo.innkeep.dev", { width: 1024, height: 768 });
  await a.page.goto("/housekeeping");
  await b.page.goto("/housekeeping");
  const tileA = a.page.locator('[data-testid^="room-tile-"][data-status="VACANT_DIRTY"][data-hk-status="DIRTY"]').first();
  const number = (await tileA.getAttribute("data-testid"))!.replace("room-tile-", "");
  await expect(b.page.getByTestId(`room-tile-${number}`)).toHaveAttribute("data-hk-status", "DIRTY");
  await tileA.click();
  await a.page.getByTestId("set-hk-IN_PROGRESS").click();
  await toast(a.page, `Room ${number} is now In progress`);
  await expect(b.page.getByTestId(`room-tile-${number}`)).toHaveAttribute("data-hk-status", "IN_PROGRESS", { timeout: 5_000 });
  await a.context.close();
  await b.context.close();
});

test("out of order from the board removes the room from the booking wizard's availability for those dates", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const from = addDays(hotelToday(), 24);
  const to = addDays(from, 2);

  // Front desk: availability for those dates, per room type
  await signIn(page, "frontdesk@demo.innkeep.dev");
  const availableFor = async (typeName: string) => {
    await page.goto("/front-desk/reservations/new");
    await page.getByTestId("stay-form").getByLabel("Arrival").fill(from);
    await page.getByTestId("stay-form").getByLabel("Departure").fill(to);
    await page.getByTestId("check-availability").click();
    const option = page.locator(`[data-testid="room-type-option"][data-room-type-name="${typeName}"]`);
    await expect(option).toBeVisible();
    return Number(await option.getAttribute("data-available"));
  };

  // Housekeeping: a vacant room, blocked for the two nights
  const hk = await device(browser, "housekeeping@demo.innkeep.dev", { width: 820, height: 1180 });
  await hk.page.goto("/housekeeping");
  const candidates = hk.page.locator('[data-testid^="room-tile-"][data-status="VACANT_CLEAN"]');
  await expect(candidates.first()).toBeVisible();
  const tile = candidates.nth(3);
  const number = (await tile.getAttribute("data-testid"))!.replace("room-tile-", "");
  const typeName = (await tile.getAttribute("data-room-type-name"))!;
  const before = await availableFor(typeName);
  expect(before).toBeGreaterThan(0);

  await tile.click();
  const dialog = hk.page.getByTestId("room-dialog");
  await dialog.getByRole("tab", { name: "Out of order / service" }).click();
  await dialog.getByLabel("Reason").fill("Air conditioning compressor replaced");
  await dialog.getByLabel("From").fill(from);
  await dialog.getByLabel("Until (exclusive)").fill(to);
  await expectAccessible(hk.page, "housekeeping room dialog (out of order)");
  await shot(hk.page, "housekeeping-room-dialog-820");
  await dialog.getByTestId("block-submit").click();
  await toast(hk.page, `Room ${number} is out of order`);

  expect(await availableFor(typeName)).toBe(before - 1);
  // and the tape chart shows the block on that room
  await page.goto("/front-desk/tape-chart");
  await page.getByLabel("Start").fill(from);
  await expect(page.getByTestId(`tape-row-${number}`).getByText("Out of order: Air conditioning compressor replaced")).toBeVisible();
  await hk.context.close();
});

test("navigation and screens follow the role", async ({ page }) => {
  await signIn(page, "housekeeping@demo.innkeep.dev");
  await expect(page.getByTestId("main-nav").getByRole("link")).toHaveText(["Housekeeping"]);
  await page.goto("/front-desk");
  await expect(page.getByTestId("forbidden")).toBeVisible();
  await page.goto("/front-desk/reservations/new");
  await expect(page.getByTestId("forbidden")).toBeVisible();
  await page.goto("/housekeeping");
  await expect(page.getByTestId("room-tile-101").or(page.locator('[data-testid^="room-tile-"]').first())).toBeVisible();
});

test("keyboard only: open a room from the board and set its status", async ({ page }) => {
  await signIn(page, "housekeeping@demo.innkeep.dev");
  await page.goto("/housekeeping");
  const tile = page.locator('[data-testid^="room-tile-"][data-status="VACANT_CLEAN"][data-hk-status="CLEAN"]').first();
  const number = (await tile.getAttribute("data-testid"))!.replace("room-tile-", "");
  await tile.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByTestId("room-dialog");
  await expect(dialog).toBeVisible();
  // focus stays in the dialog; reach "Inspected" with the keyboard
  const inspected = dialog.getByTestId("set-hk-INSPECTED");
  for (let i = 0; i < 10 && !(await inspected.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(inspected).toBeFocused();
  await page.keyboard.press("Enter");
  await toast(page, `Room ${number} is now Inspected`);
  await expect(page.getByTestId(`room-tile-${number}`)).toHaveAttribute("data-hk-status", "INSPECTED");
  // focus returns to the tile that opened the dialog
  await expect(page.getByTestId(`room-tile-${number}`)).toBeFocused();
});

test("a refused status move rolls back and says why", async ({ page }) => {
  await signIn(page, "housekeeping@demo.innkeep.dev");
  await page.goto("/housekeeping");
  const tile = page.locator('[data-testid^="room-tile-"][data-hk-status="DIRTY"]').first();
  const number = (await tile.getAttribute("data-testid"))!.replace("room-tile-", "");
  await tile.click();
  await page.getByTestId("set-hk-INSPECTED").click(); // DIRTY → INSPECTED is not a permitted move
  await expect(page.getByTestId("toast").filter({ hasText: `Room ${number}` }).and(page.locator('[data-kind="error"]'))).toBeVisible();
  await expect(page.getByTestId(`room-tile-${number}`)).toHaveAttribute("data-hk-status", "DIRTY");
});

test("the property switcher changes what every screen shows", async ({ page }) => {
  await signIn(page, "manager@demo.innkeep.dev");
  await page.goto("/housekeeping");
  await expect(page.locator('[data-testid^="room-tile-"]').first()).toBeVisible();
  const demoRooms = await page.locator('[data-testid^="room-tile-"]').count();
  await page.getByTestId("property-switcher").selectOption({ label: "Innkeep Harbour Inn" });
  // the board reloads for the other property (a loading state in between), with its own rooms
  await expect
    .poll(async () => {
      const n = await page.locator('[data-testid^="room-tile-"]').count();
      return n > 0 && n !== demoRooms;
    })
    .toBe(true);
  // remembered across pages
  await page.goto("/front-desk/reservations");
  await expect(page.getByTestId("property-switcher")).toHaveValue(await page.getByTestId("property-switcher").inputValue());
  await expect(page.getByTestId("property-switcher").locator("option:checked")).toHaveText("Innkeep Harbour Inn");
});

test("cashier reads reservations but is not offered bookings or the board", async ({ page }) => {
  await signIn(page, "cashier@demo.innkeep.dev");
  await expect(page.getByTestId("main-nav").getByRole("link")).toHaveText(["Today", "Tape chart", "Reservations"]);
  await page.goto("/housekeeping");
  await expect(page.getByTestId("forbidden")).toBeVisible();
});
