// The practice page: a pretend update that takes 2000 ms,
// then a message that clears itself after 1000 ms.
const button = document.getElementById("practice-update");
const status = document.getElementById("practice-status");

if (button && status) {
  const updateMs = Number(button.dataset.updateMs) || 2000;
  const clearMs = Number(button.dataset.clearMs) || 1000;
  let busy = false;
  button.addEventListener("click", () => {
    if (busy) return;
    busy = true;
    button.setAttribute("aria-disabled", "true");
    status.className = "practice-status";
    status.textContent = "Updating…";
    setTimeout(() => {
      status.className = "practice-status alert alert-success";
      status.textContent = "Update complete.";
      busy = false;
      button.removeAttribute("aria-disabled");
      setTimeout(() => {
        status.className = "practice-status";
        status.textContent = "";
      }, clearMs);
    }, updateMs);
  });
}
