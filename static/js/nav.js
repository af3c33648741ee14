// Enhances the header menus, which are plain <details> elements and work
// without this file (click, tap, Enter and Space open and close them):
// - the desktop Services menu also opens on hover with a mouse;
// - Escape closes the open menu or drawer and returns focus to its toggle;
// - a click outside, or focus moving out, closes an open menu;
// - the drawer's close button (hidden without this script) closes it.
const menus = [...document.querySelectorAll("details[data-menu]")];
const desktop = window.matchMedia("(hover: hover) and (min-width: 769px)");

function close(menu, refocus) {
  if (!menu.open) return;
  menu.open = false;
  delete menu.dataset.hover;
  if (refocus) menu.querySelector("summary")?.focus();
}

for (const menu of menus) {
  if (menu.dataset.menu === "hover") {
    let timer = 0;
    menu.addEventListener("pointerenter", (e) => {
      if (e.pointerType !== "mouse" || !desktop.matches) return;
      clearTimeout(timer);
      if (!menu.open) {
        menu.dataset.hover = "1";
        menu.open = true;
      }
    });
    menu.addEventListener("pointerleave", (e) => {
      if (e.pointerType !== "mouse" || !menu.dataset.hover) return;
      timer = setTimeout(() => close(menu, false), 200);
    });
    // A click on a menu that hover opened keeps it open instead of closing it.
    menu.querySelector("summary")?.addEventListener("click", (e) => {
      if (menu.dataset.hover) {
        e.preventDefault();
        delete menu.dataset.hover;
      }
    });
  }
  menu.addEventListener("focusout", (e) => {
    if (e.relatedTarget instanceof Node && !menu.contains(e.relatedTarget)) close(menu, false);
  });
}

for (const button of document.querySelectorAll(".drawer-close")) {
  const menu = button.closest("details");
  if (!menu) continue;
  button.hidden = false;
  button.addEventListener("click", () => close(menu, true));
}

document.addEventListener("keydown", (e) => {
  if (e.key !== "Escape") return;
  const open = menus.filter((m) => m.open);
  const focused = open.find((m) => m.contains(document.activeElement));
  for (const menu of open) close(menu, menu === focused);
});

document.addEventListener("click", (e) => {
  for (const menu of menus) {
    if (menu.open && e.target instanceof Node && !menu.contains(e.target)) close(menu, false);
  }
});
