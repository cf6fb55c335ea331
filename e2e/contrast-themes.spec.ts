import { expect, iconsDrawn, pages, showStickyBar, test } from './fixtures';

/**
 * Marks every shape a sighted visitor sees in the page's own colours: an element drawn by a fill
 * that differs from what is behind it, or by a shadow or ring, that holds text (a button, a card,
 * a panel, a badge). Decorative drawings (aria-hidden) and full-width bands (sections, header,
 * footer) are left out. Returns how many.
 */
function markShapes(): number {
  const ctx = document.createElement('canvas').getContext('2d')!;
  // The canvas writes every colour one way: #rrggbb when opaque, else with its alpha last.
  const rgba = (color: string) => {
    ctx.fillStyle = '#000';
    ctx.fillStyle = color;
    const key = ctx.fillStyle as string;
    return { key, alpha: key.startsWith('#') ? 1 : Number(key.match(/[\d.]+/g)!.at(-1)) };
  };
  const behind = (el: Element | null): string => {
    for (let at = el; at; at = at.parentElement) {
      const fill = rgba(getComputedStyle(at).backgroundColor);
      if (fill.alpha > 0.05) return fill.key;
    }
    return 'canvas';
  };
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('[aria-hidden="true"], script, style, template')) continue;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    if (style.visibility !== 'visible' || box.width < 24 || box.height < 16) continue;
    if (box.width >= document.documentElement.clientWidth - 1) continue;
    if (!(el.textContent ?? '').trim()) continue;
    const fill = rgba(style.backgroundColor);
    const filled = fill.alpha > 0.05 && fill.key !== behind(el.parentElement);
    if (!filled && style.boxShadow === 'none') continue;
    el.setAttribute('data-shape', '');
  }
  return document.querySelectorAll('[data-shape]').length;
}

/**
 * What a person in a contrast theme would miss: marked shapes with no visible edge (border on
 * every side, or outline), icons drawn in no colour the page's ground is not (unless inside a
 * decorative drawing), and whether the focused element has an outline they can see.
 */
function contrastProblems() {
  const ctx = document.createElement('canvas').getContext('2d')!;
  const ground = getComputedStyle(document.body).backgroundColor;
  const seen = (color: string) => {
    if (!color || color === 'none') return false;
    ctx.fillStyle = ground;
    const against = ctx.fillStyle;
    ctx.fillStyle = color;
    return ctx.fillStyle !== against && !/,\s*0\)$/.test(ctx.fillStyle as string);
  };
  const label = (el: Element) =>
    `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  const outlined = (style: CSSStyleDeclaration, width: number) =>
    style.outlineStyle !== 'none' &&
    parseFloat(style.outlineWidth) >= width &&
    seen(style.outlineColor);

  const withoutEdge = [...document.querySelectorAll('[data-shape]')].flatMap((el) => {
    const style = getComputedStyle(el);
    const bordered = ['top', 'right', 'bottom', 'left'].every(
      (side) =>
        parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1 &&
        !['none', 'hidden'].includes(style.getPropertyValue(`border-${side}-style`)) &&
        seen(style.getPropertyValue(`border-${side}-color`)),
    );
    return bordered || outlined(style, 1) ? [] : [label(el)];
  });

  const iconsUnseen = [...document.querySelectorAll('svg')].flatMap((svg) => {
    if (svg.parentElement?.closest('[aria-hidden="true"]')) return [];
    if (svg.getBoundingClientRect().width === 0) return [];
    if (getComputedStyle(svg).visibility !== 'visible') return [];
    // An icon from the icons' stylesheet is its own background, masked to the icon's shape.
    const shapes = svg.dataset.icon
      ? [svg]
      : svg.querySelectorAll('path, circle, rect, line, polyline, polygon, use');
    const drawn = [...shapes].some((shape) => {
      const style = getComputedStyle(shape);
      return seen(style.stroke) || seen(style.fill) || seen(style.backgroundColor);
    });
    return drawn ? [] : [`an icon in ${label(svg.parentElement!)}`];
  });

  const focused = document.activeElement;
  const focus =
    focused && focused !== document.body
      ? { label: label(focused), visible: outlined(getComputedStyle(focused), 2) }
      : null;
  return { withoutEdge, iconsUnseen, focus };
}

for (const path of [...pages, '/missing-page']) {
  test(`${path} in a contrast theme: every button and card keeps its edge, icons stay, focus shows`, async ({
    page,
  }) => {
    await page.goto(path);
    expect(await page.evaluate(markShapes), 'shapes drawn by fill or shadow').toBeGreaterThan(0);

    await page.emulateMedia({ forcedColors: 'active' });
    await iconsDrawn(page);
    const { withoutEdge, iconsUnseen } = await page.evaluate(contrastProblems);
    expect(withoutEdge, 'shapes without an edge').toEqual([]);
    expect(iconsUnseen, 'icons drawn in no visible colour').toEqual([]);

    // Every stop of the tab order, once round.
    const unseen: string[] = [];
    let first: string | undefined;
    for (let press = 0; press < 100; press += 1) {
      await page.keyboard.press('Tab');
      const { focus } = await page.evaluate(contrastProblems);
      if (!focus) continue;
      if (focus.label === first) break;
      first ??= focus.label;
      if (!focus.visible) unseen.push(focus.label);
    }
    expect(unseen, 'focused elements without a visible outline').toEqual([]);
  });
}

test('the sticky bar keeps its edge and its button in a contrast theme', async ({ page }) => {
  await page.goto('/');
  const joinNow = await showStickyBar(page);
  await page.emulateMedia({ forcedColors: 'active' });
  await joinNow.evaluate((el) => el.setAttribute('data-shape', ''));
  expect((await page.evaluate(contrastProblems)).withoutEdge).toEqual([]);
  const top = await page
    .locator('[data-sticky-bar] [data-state] > div')
    .evaluate((el) => getComputedStyle(el).borderTopWidth);
  expect(parseFloat(top), "the bar's top edge").toBeGreaterThanOrEqual(1);
});
