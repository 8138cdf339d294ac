// The local table's page: shows what a Discord member would see and sends what they would do.
// No build step, no library: plain DOM. Every action goes to /local/act, which the stand-in turns
// into the interaction the bot receives; /local/events says when to fetch the view again.
"use strict";

const $ = (id) => document.getElementById(id);
let key = localStorage.getItem("gn-key") || "";
let channelId = sessionStorage.getItem("gn-channel") || "";
let view = null;
let refreshing = null;
let suggestionItems = [];

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === "onclick" || name === "onchange") node[name] = value;
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(name, value);
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

async function post(path, body) {
  try {
    const response = await fetch(path, {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
    });
    return await response.json();
  } catch (error) {
    return { ok: false, error: "The local table is not answering: is it still running?" };
  }
}

function notice(sentence) {
  const box = $("notice");
  box.textContent = sentence || "";
  box.hidden = !sentence;
}

// -- who is playing ----------------------------------------------------------------------------

async function start() {
  if (key) {
    const answer = await post("/local/join", { key });
    if (answer.ok) return sitDown(answer);
    localStorage.removeItem("gn-key");
    key = "";
  }
  $("join").hidden = false;
  $("join-name").value = localStorage.getItem("gn-name") || "";
}

$("join-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const name = $("join-name").value.trim();
  if (!name) {
    $("join-error").textContent = "Type a name first: it is how the others will see you.";
    return;
  }
  const answer = await post("/local/join", { name });
  if (!answer.ok) {
    $("join-error").textContent = answer.error;
    return;
  }
  localStorage.setItem("gn-name", name);
  sitDown(answer);
});

$("leave").addEventListener("click", () => {
  localStorage.removeItem("gn-key");
  location.reload();
});

$("menu").addEventListener("click", () => $("sidebar").classList.toggle("open"));

function sitDown(answer) {
  key = answer.key;
  localStorage.setItem("gn-key", key);
  $("join").hidden = true;
  $("table").hidden = false;
  $("me").textContent = answer.user.name;
  const events = new EventSource("/local/events");
  events.onmessage = () => scheduleRefresh();
  events.onerror = () => scheduleRefresh(2000);
  refresh();
}

// -- what a person sees ------------------------------------------------------------------------

function scheduleRefresh(delay = 80) {
  if (refreshing) return;
  refreshing = setTimeout(async () => {
    refreshing = null;
    await refresh();
  }, delay);
}

async function refresh() {
  let answer;
  try {
    const response = await fetch(`/local/view?key=${encodeURIComponent(key)}&channel=${channelId}`);
    answer = await response.json();
  } catch (error) {
    notice("The local table is not answering: is it still running?");
    return;
  }
  if (!answer.ok) {
    notice(answer.error);
    return;
  }
  const choosing = document.activeElement && document.activeElement.closest("#messages select");
  if (choosing && answer.channel.id === channelId) {
    scheduleRefresh(500);  // don't close a menu under the person's finger: redraw once they chose
    return;
  }
  view = answer;
  channelId = answer.channel.id;
  sessionStorage.setItem("gn-channel", channelId);
  render();
}

function openChannel(id) {
  channelId = id;
  $("sidebar").classList.remove("open");
  notice("");
  refresh();
}

function render() {
  $("guild-name").textContent = view.guild;
  const list = $("channels");
  list.replaceChildren(...view.channels.map((channel) => el("li",
    { class: `${channel.kind}${channel.id === channelId ? " current" : ""}` },
    el("button", { type: "button", onclick: () => openChannel(channel.id) },
      channel.kind === "dm" ? `@ ${channel.name}` : channel.kind === "thread" ? `↳ ${channel.name}` : `# ${channel.name}`))));
  const title = view.channel.kind === "dm" ? `Direct messages with ${view.channel.name}`
    : view.channel.kind === "thread" ? `↳ ${view.channel.name}` : `# ${view.channel.name}`;
  $("channel-title").textContent = title;
  const box = $("messages");
  const atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
  // Unchanged messages keep their nodes: boards are not decoded again on every update.
  const drawn = new Map([...box.children].map((node) => [node.dataset.id, node]));
  box.replaceChildren(...view.messages.map((message) => {
    const signature = JSON.stringify(message);
    const old = drawn.get(message.id);
    if (old && old.dataset.signature === signature) return old;
    const node = renderMessage(message);
    node.dataset.signature = signature;
    return node;
  }));
  if (atBottom || !box.dataset.channel || box.dataset.channel !== channelId) {
    box.scrollTop = box.scrollHeight;
    // Boards load after the text: stay at the latest message once they have their height.
    for (const image of box.querySelectorAll("img")) image.onload = () => { box.scrollTop = box.scrollHeight; };
  }
  box.dataset.channel = channelId;
}

function text(raw) {
  // Mentions read as names; **bold** stays plain text (no HTML is ever interpreted).
  const channelName = (id) => (view.channels.find((c) => c.id === id) || { name: "a channel" }).name;
  return String(raw || "").replace(/<@!?(\d+)>/g, (_, id) => `@${view.people[id] || "someone"}`)
    .replace(/<#(\d+)>/g, (_, id) => `#${channelName(id)}`)
    .replace(/\*\*(.+?)\*\*/g, "$1").replace(/__(.+?)__/g, "$1");
}

function withChannelLinks(raw) {
  // Channel mentions open the channel, as on Discord; the rest is plain text.
  const parts = String(raw).split(/(<#\d+>)/);
  return parts.map((part) => {
    const found = part.match(/^<#(\d+)>$/);
    if (!found || !view.channels.some((c) => c.id === found[1])) return text(part);
    return el("button", { class: "thread-link", type: "button", onclick: () => openChannel(found[1]) }, text(part));
  });
}

function renderMessage(message) {
  const shownInEmbeds = new Set();
  const node = el("article", { class: `message${message.ephemeral ? " ephemeral" : ""}`, "data-id": message.id },
    el("div", { class: "who" }, message.author, message.bot ? el("span", { class: "tag" }, "BOT") : null));
  if (message.loading) node.append(el("div", { class: "loading" }, `${message.author} is thinking…`));
  if (message.content) node.append(el("div", { class: "content" }, ...withChannelLinks(message.content)));
  for (const embed of message.embeds) node.append(renderEmbed(embed, message, shownInEmbeds));
  for (const file of message.attachments) {
    if (shownInEmbeds.has(file.filename)) continue;
    node.append(file.image
      ? el("img", { class: "board", src: file.url, alt: file.description || file.filename })
      : el("a", { href: file.url, download: file.filename }, file.filename));
  }
  for (const row of message.components) node.append(renderRow(row, message));
  if (message.thread) {
    node.append(el("button", { class: "thread-link", type: "button", onclick: () => openChannel(message.thread) }, "Open the thread →"));
  }
  if (message.ephemeral) node.append(el("div", { class: "private" }, "Only you can see this"));
  return node;
}

function attachmentUrl(url, message, shown) {
  if (!url) return null;
  if (url.startsWith("attachment://")) {
    const name = url.slice("attachment://".length);
    const file = message.attachments.find((f) => f.filename === name);
    if (!file) return null;
    shown.add(name);
    return file;
  }
  return null;
}

function renderEmbed(embed, message, shown) {
  const color = embed.color ? `#${embed.color.toString(16).padStart(6, "0")}` : null;
  const node = el("div", { class: "embed", style: color ? `border-left-color:${color}` : null });
  if (embed.author && embed.author.name) node.append(el("div", { class: "footer" }, text(embed.author.name)));
  if (embed.title) node.append(el("div", { class: "title" }, text(embed.title)));
  if (embed.description) node.append(el("div", { class: "content" }, text(embed.description)));
  for (const field of embed.fields || []) {
    node.append(el("div", { class: "field" }, el("b", {}, text(field.name)), el("span", { class: "content" }, text(field.value))));
  }
  for (const part of [embed.image, embed.thumbnail]) {
    const file = part && attachmentUrl(part.url, message, shown);
    if (file) node.append(el("img", { class: "board", src: file.url, alt: file.description || file.filename }));
  }
  if (embed.footer && embed.footer.text) node.append(el("div", { class: "footer" }, text(embed.footer.text)));
  return node;
}

function renderRow(row, message) {
  const node = el("div", { class: "row" });
  for (const item of row.type === 1 ? row.components || [] : [row]) {
    if (item.type === 2) {
      const label = `${item.emoji && item.emoji.name ? item.emoji.name + " " : ""}${item.label || ""}`;
      if (item.style === 5) node.append(el("a", { href: item.url, target: "_blank", rel: "noopener" }, label));
      else node.append(el("button", {
        type: "button", class: `s${item.style}`, disabled: item.disabled, "data-custom-id": item.custom_id,
        onclick: () => act({ type: "button", message: message.id, custom_id: item.custom_id }),
      }, label));
    } else if (item.type === 3) {
      node.append(renderSelect(item, message));
    }
  }
  return node;
}

function renderSelect(menu, message) {
  const multiple = (menu.max_values || 1) > 1;
  const select = el("select", {
    "aria-label": menu.placeholder || "Choose", disabled: menu.disabled, multiple,
    "data-custom-id": menu.custom_id,
  }, multiple ? null : el("option", { value: "", selected: true, disabled: true }, menu.placeholder || "Choose…"),
  ...(menu.options || []).map((option) => el("option", { value: option.value },
    `${option.emoji && option.emoji.name ? option.emoji.name + " " : ""}${option.label}`)));
  if (!multiple) {
    select.onchange = () => select.blur() || act({ type: "select", message: message.id, custom_id: menu.custom_id, values: [select.value] });
    return select;
  }
  const send = el("button", { type: "button", class: "s1", onclick: () => select.blur() || act({
    type: "select", message: message.id, custom_id: menu.custom_id,
    values: [...select.selectedOptions].map((option) => option.value),
  }) }, "Choose");
  return el("div", { class: "row" }, select, send);
}

// -- what a person does ------------------------------------------------------------------------

async function act(body) {
  notice("");
  const answer = await post("/local/act", { key, ...body });
  if (!answer.ok) notice(answer.error);
  scheduleRefresh(0);
  return answer;
}

$("box").addEventListener("submit", async (event) => {
  event.preventDefault();
  const input = $("say");
  const typed = input.value.trim();
  if (!typed) return;
  if (!typed.startsWith("/")) {
    notice("Only slash commands reach the bot here: type / to see them.");
    return;
  }
  clearTimeout(autocompleteTimer);
  hideSuggestions();
  const answer = await act({ type: "slash", channel: channelId, text: typed });
  if (answer.ok) input.value = "";
});

// -- slash commands and their autocomplete -----------------------------------------------------

function commandPaths() {
  const paths = [];
  const walk = (node, prefix) => {
    const subs = (node.options || []).filter((o) => o.type === 1 || o.type === 2);
    if (!subs.length) paths.push({ path: prefix, description: node.description || "", options: node.options || [] });
    for (const sub of subs) walk(sub, `${prefix} ${sub.name}`);
  };
  for (const command of view ? view.commands : []) if ((command.type || 1) === 1) walk(command, command.name);
  return paths;
}

let autocompleteTimer = null;

$("say").addEventListener("input", () => {
  clearTimeout(autocompleteTimer);
  autocompleteTimer = setTimeout(suggest, 150);
});

$("say").addEventListener("keydown", (event) => {
  if (event.key === "Tab" && suggestionItems.length) {
    event.preventDefault();
    suggestionItems[0].pick();
  } else if (event.key === "Escape") {
    hideSuggestions();
  }
});

function hideSuggestions() {
  suggestionItems = [];
  $("suggestions").hidden = true;
}

function showSuggestions(items) {
  suggestionItems = items;
  const list = $("suggestions");
  list.replaceChildren(...items.map((item) => el("li", { onclick: item.pick }, item.label, item.hint ? el("small", {}, item.hint) : null)));
  list.hidden = items.length === 0;
}

async function suggest() {
  const input = $("say");
  const typed = input.value;
  if (!typed.startsWith("/")) return hideSuggestions();
  const body = typed.slice(1);
  const paths = commandPaths();
  const command = paths.filter((p) => body.startsWith(`${p.path} `)).sort((a, b) => b.path.length - a.path.length)[0];
  const names = command ? command.options.map((o) => o.name) : [];
  const found = [...body.matchAll(/(?:^|(?<=\s))([\w-]+):/g)].filter((m) => names.includes(m[1]));
  if (!found.length) {
    const wanted = body.trim().toLowerCase();
    return showSuggestions(paths.filter((p) => p.path.startsWith(wanted) || wanted.startsWith(p.path))
      .slice(0, 12).map((p) => ({
        label: `/${p.path}`, hint: p.description,
        pick: () => { input.value = `/${p.path} ${firstOption(p, {})}`; input.focus(); suggest(); },
      })));
  }
  const given = {};
  found.forEach((m, n) => {
    const end = n + 1 < found.length ? found[n + 1].index : body.length;
    given[m[1]] = body.slice(m.index + m[0].length, end).trim();
  });
  const last = found[found.length - 1];
  const option = command.options.find((o) => o.name === last[1]);
  const replaceLast = (value) => {
    const start = 1 + last.index;
    const rest = { ...given, [last[1]]: value };
    input.value = `${typed.slice(0, start)}${last[1]}:${value} ${firstOption(command, rest)}`;
    input.focus();
    suggest();
  };
  let choices = option.choices || [];
  if (option.autocomplete) {
    const answer = await post("/local/act", { key, type: "autocomplete", channel: channelId, text: typed });
    choices = answer.ok ? answer.choices : [];
    if (input.value !== typed) return;  // the person typed on (or sent) meanwhile
  }
  const value = (given[last[1]] || "").toLowerCase();
  choices = choices.filter((c) => !value || String(c.name).toLowerCase().includes(value) || String(c.value).toLowerCase().includes(value) || option.autocomplete);
  showSuggestions(choices.slice(0, 25).map((c) => ({ label: c.name, hint: `${option.name}`, pick: () => replaceLast(String(c.value)) })));
}

function firstOption(command, given) {
  // The next option still to fill: required ones first, then nothing (the person may add more).
  const next = command.options.find((o) => o.required && !(o.name in given));
  return next ? `${next.name}:` : "";
}

start();
