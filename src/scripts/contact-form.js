// Sends the contact form without leaving the page; the form works without this file, and its words
// live in the page. Mail apps show "+" literally, hence "%20" in the mailto: query.
(() => {
  const form = document.querySelector("form[data-contact-form]");
  if (!form || !("fetch" in window)) return;
  const button = form.querySelector('button[type="submit"]');
  const states = form.querySelectorAll("[data-form-state]");

  const show = (name) => {
    for (const state of states) {
      state.hidden = state.dataset.formState !== name;
      if (!state.hidden) state.focus();
    }
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    if (form.dataset.contactForm === "none") {
      // The address may carry a pre-filled subject for the no-script path; the field's value replaces it.
      const address = form.getAttribute("action").replace(/^mailto:|\?.*$/g, "");
      const query = new URLSearchParams({ subject: data.get("subject"), body: data.get("message") });
      window.location.href = `mailto:${address}?${query.toString().replace(/\+/g, "%20")}`;
      return;
    }
    const label = button.textContent;
    button.disabled = true;
    button.textContent = button.dataset.sendingLabel || label;
    show(null);
    try {
      const response = await fetch(form.action, {
        method: "POST",
        body: new URLSearchParams(data),
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`The form service answered ${response.status}`);
      form.reset();
      show("success");
    } catch {
      show("error");
    } finally {
      button.disabled = false;
      button.textContent = label;
    }
  });
})();
