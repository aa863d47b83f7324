package room

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"arbiter/reports/browsertest"
)

// TestOperatorNamesInBrowser frees an operator's name from the console
// once her laptop is lost, and logs a laptop out from its own page: Ana's
// laptop is lost, another refused her name (the form keeping it), the
// referee frees it and the other laptop logs in as Ana; the lost laptop,
// back, must log in again. Ioan logs out from /entry and his name is free.
func TestOperatorNamesInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Chromium")
	}
	room := newLiveRoom(t, 4, false)
	ref := browsertest.New(t, 1366, 768)
	lost, other, ioan := browsertest.Isolated(t, ref), browsertest.Isolated(t, ref), browsertest.Isolated(t, ref)
	loginTab(t, lost, room.url, "/entry", testCode, "Ana")
	loginTab(t, ref, room.url, "/referee", testRefereeCode, "Arbitru")
	err := chromedp.Do(other, chromedp.Navigate(room.url+"/entry"), chromedp.WaitVisible(chromedp.CSS("#code")),
		chromedp.SetValue(chromedp.CSS("#code"), strings.ToLower(testCode)), chromedp.SetValue(chromedp.CSS("#operator"), "Ana"),
		chromedp.Click(chromedp.CSS("#login")), chromedp.WaitVisible(chromedp.CSS("#login-error")))
	if err != nil {
		t.Fatal(err)
	}
	within(t, other, live, "the name refused, kept in the form", `document.getElementById("login-error").textContent.startsWith("numele „Ana” este folosit") && document.getElementById("operator").value === "Ana"`)

	within(t, ref, live, "Ana listed on the console", `[...document.querySelectorAll("#operators li")].map((li) => li.firstChild.textContent.trim()).join(",") === "Ana,Arbitru" &&
		document.querySelector("#operators li button").textContent === "Eliberează numele"`)
	browsertest.Screenshot(t, ref, "console-operators")
	clickOn(t, ref, "#operators li button")
	within(t, ref, live, "Ana's name freed", `document.getElementById("result").textContent === "numele Ana este liber: laptopul lui a ieșit" &&
		[...document.querySelectorAll("#operators li")].length === 1`)
	loginTab(t, other, room.url, "/entry", testCode, "Ana")
	if err := typeSlip(lost, "", "1", "-"); err != nil {
		t.Fatal(err)
	}
	within(t, lost, live, "the lost laptop, back, asked to log in", `document.querySelector("#verdict a") !== null && document.querySelector("#verdict a").getAttribute("href") === "/login?next=/entry"`)

	loginTab(t, ioan, room.url, "/entry", testCode, "Ioan")
	clickOn(t, ioan, "#logout")
	if err := chromedp.Do(ioan, chromedp.WaitVisible(chromedp.CSS(`body[data-page="index"]`))); err != nil {
		t.Fatalf("Ioan logged out, on the index page: %v", err)
	}
	loginTab(t, lost, room.url, "/entry", testCode, "Ioan")
}
