// Reload the page the traveller asked for as soon as the connection is back.
window.addEventListener("online", () => window.location.reload());
