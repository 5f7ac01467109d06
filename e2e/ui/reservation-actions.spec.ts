// Manager waiver, no-show and room move from the front-desk screens.
import { expect, test } from "@playwright/test";
import { addDays, bookThroughWizard, expectAccessible, hotelToday, signIn, toast, uniqueSuffix } from "./staff-helpers";

test("a manager sees the non-refundable fee and can waive it", async ({ page }) => {
  await signIn(page, "manager@demo.innkeep.dev");
  const arrival = addDays(hotelToday(), 12);
  const { confirmation } = await bookThroughWizard(page, { arrival, departure: addDays(arrival, 2), lastName: `Waive${uniqueSuffix()}`, ratePlanName: "Non-refundable" });
  await page.getByTestId("view-new-reservation").click();
  const total = (await page.getByTestId("total-amount").textContent())!;
  await page.getByTestId("action-cancel").click();
  const dialog = page.getByTestId("cancel-dialog");
  await expect(dialog.getByTestId("cancel-fee")).toHaveText(total); // the whole stay
  await dialog.getByTestId("waive-fee").check();
  await expect(dialog.getByTestId("cancel-fee")).toContainText("(waived)");
  await expectAccessible(page, "cancel dialog with waiver");
  await dialog.getByTestId("confirm-cancel").click();
  await toast(page, new RegExp(`Reservation ${confirmation} cancelled; fee ₹0\\.00`));
  await expect(page.getByTestId("reservation-status")).toHaveText("Cancelled");
  await expect(page.getByTestId("history")).toContainText("Fee waived: yes");
});

test("no-show for a guest who did not arrive, and a room move for one in house", async ({ page }) => {
  await signIn(page, "frontdesk@demo.innkeep.dev");
  await page.goto("/front-desk");
  const expected = page.getByTestId("arrivals").locator("tbody tr").filter({ has: page.getByTestId("reservation-status").filter({ hasText: "Confirmed" }) }).first();
  await expected.getByRole("link", { name: /^View/ }).click();
  await page.getByTestId("action-no-show").click();
  await expectAccessible(page, "no-show dialog");
  await page.getByTestId("confirm-no-show").click();
  await toast(page, "marked as no-show");
  await expect(page.getByTestId("reservation-status")).toHaveText("No-show");

  await page.goto("/front-desk");
  const inHouse = page.getByTestId("in-house").locator("tbody tr").first();
  await inHouse.getByRole("link", { name: /^View/ }).click();
  const from = (await page.getByTestId("assigned-room").first().textContent())!.trim();
  await page.getByTestId("action-move-room").click();
  const target = page.getByTestId("move-target").first();
  const to = (await target.getAttribute("data-room-number"))!;
  await target.getByRole("button", { name: /Move here/ }).click();
  await toast(page, `moved from room ${from} to ${to}`);
  await page.getByRole("link", { name: "Reservation details" }).click();
  await expect(page.getByTestId("assigned-room").first()).toHaveText(to);
});

test("one-click check-in from Today puts the guest in the best room", async ({ page }) => {
  await signIn(page, "frontdesk@demo.innkeep.dev");
  await page.goto("/front-desk");
  const row = page.getByTestId("arrivals").locator("tbody tr").filter({ has: page.getByTestId("quick-check-in") }).first();
  const confirmation = (await row.getAttribute("data-testid"))!.replace("row-", "");
  const guest = (await row.locator("td").first().textContent())!.trim();
  await row.getByTestId("quick-check-in").click();
  await toast(page, new RegExp(`${guest} checked in to room \\w+`));
  const done = page.getByTestId("arrivals").getByTestId(`row-${confirmation}`);
  await expect(done.getByTestId("reservation-status")).toHaveText("Checked in");
  await expect(done.getByTestId("quick-check-in")).toHaveCount(0);
});
