// The acceptance journey of issue 5: front desk books through the wizard, sees the arrival on Today and the tape
// chart, checks in to the top-ranked room; housekeeping on a second device sees the room occupied and marks another
// room dirty; the front desk's status counts follow without a reload.
import { expect, test } from "@playwright/test";
import { bookThroughWizard, device, expectAccessible, shot, signIn, toast, uniqueSuffix } from "./staff-helpers";

test("front desk books, checks in; housekeeping sees it and the front desk sees housekeeping", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, "frontdesk@demo.innkeep.dev", "/front-desk");
  await expect(page.getByTestId("main-nav")).toContainText("Today");
  await expect(page.getByTestId("main-nav")).not.toContainText("Admin");

  // 1. New reservation for today through the wizard
  const lastName = `Walker${uniqueSuffix()}`;
  const { confirmation, roomTypeName } = await bookThroughWizard(page, { lastName });
  await toast(page, `Reservation ${confirmation} confirmed`);

  // 2. It is in Today's arrivals …
  await page.goto("/front-desk");
  const arrival = page.getByTestId("arrivals").getByTestId(`row-${confirmation}`);
  await expect(arrival).toBeVisible();
  await expect(arrival).toContainText(`Journey ${lastName}`);

  // … and on the tape chart (not yet in a room: counted in the room type's unassigned row, a bar once expanded)
  await page.goto("/front-desk/tape-chart");
  const unassigned = page.getByRole("button", { name: new RegExp(`^Unassigned \\(\\d+\\) bookings of ${roomTypeName}$`) });
  await expect(unassigned).toHaveAttribute("aria-expanded", "false");
  await unassigned.click();
  await expect(page.getByTestId(`stay-${confirmation}`)).toBeVisible();
  await expect(page.getByTestId(`stay-${confirmation}`)).toContainText(`Journey ${lastName}`);

  // 3. Check in to the top-ranked room in one click
  await page.goto("/front-desk");
  await page.getByTestId("arrivals").getByTestId(`row-${confirmation}`).getByTestId("check-in").click();
  const top = page.getByTestId("top-room");
  await expect(top).toBeVisible();
  const roomNumber = (await top.getAttribute("data-room-number"))!;
  await expect(top).toContainText("score");
  await expectAccessible(page, "check-in");
  await shot(page, "front-desk-check-in-1280");
  await page.getByTestId("check-in-top").click();
  await toast(page, `checked in to room ${roomNumber}`);
  await expect(page.getByTestId("reservation-status")).toHaveText("Checked in");
  await expect(page.getByTestId("assigned-room")).toHaveText(roomNumber);
  await page.goto("/front-desk/tape-chart");
  await expect(page.getByTestId(`tape-row-${roomNumber}`).getByTestId(`stay-${confirmation}`)).toContainText("in house");

  // The front desk watches Today's live status counts
  await page.goto("/front-desk");
  const vacantDirty = page.getByTestId("fd-count-VACANT_DIRTY").getByTestId("count");
  await expect(vacantDirty).toHaveText(/^\d+$/);
  await page.waitForLoadState("networkidle");
  const dirtyBefore = Number(await vacantDirty.textContent());

  // 4. Housekeeping, on another device: only the board in the navigation; the room shows occupied
  const hk = await device(browser, "housekeeping@demo.innkeep.dev");
  await expect(hk.page.getByTestId("main-nav").getByRole("link")).toHaveText(["Housekeeping"]);
  await hk.page.goto("/housekeeping");
  const tile = hk.page.getByTestId(`room-tile-${roomNumber}`);
  await expect(tile).toHaveAttribute("data-status", /^OCCUPIED_/);
  await expect(tile).toContainText("Occupied");

  // 5. … marks another (vacant, clean) room dirty
  const other = hk.page.locator('[data-testid^="room-tile-"][data-status="VACANT_CLEAN"][data-hk-status="CLEAN"]').first();
  const otherNumber = (await other.getAttribute("data-testid"))!.replace("room-tile-", "");
  expect(otherNumber).not.toBe(roomNumber);
  await other.click();
  await expect(hk.page.getByTestId("room-dialog")).toBeVisible();
  await hk.page.getByTestId("set-hk-DIRTY").click();
  await toast(hk.page, `Room ${otherNumber} is now Dirty`);
  await expect(hk.page.getByTestId(`room-tile-${otherNumber}`)).toHaveAttribute("data-status", "VACANT_DIRTY");

  // 6. The front desk's counts update without a reload, within 5 seconds
  await expect(vacantDirty).toHaveText(String(dirtyBefore + 1), { timeout: 5_000 });
  await expectAccessible(page, "Today after the journey");
  await shot(page, "journey-today-after-1280");
  await hk.context.close();
});
