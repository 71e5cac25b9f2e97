import { Canvas, type Ellipse, mixRgb, type Rgb } from "./raster.ts";
import type { Mouth } from "./visemes.ts";

/**
 * The studio's presenters, drawn by us: flat, friendly head-and-shoulders figures on a soft
 * background. Each frame is the still figure (drawn once) with its eyes and mouth drawn again; the
 * slight movement of the whole figure is the crop's (studio.ts). The source frame is a little larger
 * than the clip so the crop can drift.
 */
export const SOURCE_WIDTH = 672;
export const SOURCE_HEIGHT = 378;

type Hair = "bob" | "short" | "curly";
export type DrawnPresenter = {
  id: string;
  name: string;
  skin: Rgb;
  hair: Rgb;
  hairStyle: Hair;
  iris: Rgb;
  lips: Rgb;
  top: Rgb;
  background: [Rgb, Rgb];
};

export const DRAWN_PRESENTERS: readonly DrawnPresenter[] = [
  {
    id: "studio-mara",
    name: "Mara",
    skin: [238, 196, 170],
    hair: [74, 48, 36],
    hairStyle: "bob",
    iris: [70, 110, 90],
    lips: [196, 104, 108],
    top: [28, 128, 132],
    background: [
      [221, 233, 246],
      [182, 204, 230],
    ],
  },
  {
    id: "studio-jonas",
    name: "Jonas",
    skin: [228, 184, 150],
    hair: [120, 84, 52],
    hairStyle: "short",
    iris: [70, 100, 150],
    lips: [178, 108, 98],
    top: [40, 56, 98],
    background: [
      [244, 236, 222],
      [221, 204, 180],
    ],
  },
  {
    id: "studio-amara",
    name: "Amara",
    skin: [150, 98, 70],
    hair: [30, 24, 22],
    hairStyle: "curly",
    iris: [60, 40, 28],
    lips: [128, 66, 66],
    top: [210, 160, 40],
    background: [
      [226, 236, 222],
      [188, 208, 184],
    ],
  },
];

/** Where the face sits in the source frame. */
const FACE = { cx: SOURCE_WIDTH / 2, cy: 168, rx: 60, ry: 78 };
const EYE_Y = FACE.cy - 6;
const EYE_DX = 24;
const MOUTH_Y = FACE.cy + 44;
const MOUTH_HALF_WIDTH = 19;

const darker = (color: Rgb, amount: number) => mixRgb(color, [0, 0, 0], amount);
const lighter = (color: Rgb, amount: number) => mixRgb(color, [255, 255, 255], amount);

/** The figure without eyes and mouth: drawn once per clip. */
export function drawStill(presenter: DrawnPresenter): Canvas {
  const canvas = new Canvas(SOURCE_WIDTH, SOURCE_HEIGHT);
  const [top, bottom] = presenter.background;
  canvas.verticalGradient(top, bottom);
  canvas.fillEllipse({ cx: FACE.cx, cy: FACE.cy + 10, rx: 190, ry: 170 }, lighter(top, 0.35), {
    alpha: 0.5,
    softness: 60,
  });
  const { skin, hair } = presenter;
  // Hair behind the head.
  if (presenter.hairStyle === "bob") {
    canvas.fillEllipse({ cx: FACE.cx, cy: FACE.cy + 8, rx: FACE.rx + 18, ry: FACE.ry + 14 }, hair);
    canvas.fillEllipse({ cx: FACE.cx, cy: FACE.cy + 60, rx: FACE.rx + 16, ry: 36 }, hair);
  } else if (presenter.hairStyle === "curly") {
    for (let step = 0; step < 22; step++) {
      const angle = Math.PI * (0.92 + (step / 21) * 1.16);
      canvas.fillEllipse(
        {
          cx: FACE.cx + Math.cos(angle) * (FACE.rx + 10),
          cy: FACE.cy - 8 + Math.sin(angle) * (FACE.ry + 4),
          rx: 21,
          ry: 21,
        },
        step % 2 ? hair : lighter(hair, 0.08),
      );
    }
  }
  // Shoulders, neck and neckline.
  const body = { cx: FACE.cx, cy: SOURCE_HEIGHT + 56, rx: 186, ry: 140 };
  canvas.fillEllipse({ cx: FACE.cx, cy: FACE.cy + 84, rx: 26, ry: 46 }, darker(skin, 0.1));
  canvas.fillEllipse(body, presenter.top);
  canvas.fillEllipse({ cx: FACE.cx, cy: body.cy - body.ry + 4, rx: 30, ry: 24 }, darker(skin, 0.1), {
    clip: body,
  });
  // Ears, head, a soft shadow along the jaw.
  for (const side of [-1, 1]) {
    canvas.fillEllipse(
      { cx: FACE.cx + side * (FACE.rx - 2), cy: FACE.cy + 4, rx: 10, ry: 16 },
      darker(skin, 0.06),
    );
  }
  canvas.fillEllipse(FACE, skin);
  canvas.fillEllipse(
    { cx: FACE.cx + 14, cy: FACE.cy + 20, rx: FACE.rx - 6, ry: FACE.ry - 10 },
    darker(skin, 0.12),
    {
      alpha: 0.25,
      clip: FACE,
      softness: 18,
    },
  );
  // Hair on top.
  if (presenter.hairStyle === "short") {
    canvas.fillEllipse({ cx: FACE.cx, cy: FACE.cy - 60, rx: FACE.rx + 2, ry: 34 }, hair);
    canvas.fillEllipse({ cx: FACE.cx - 26, cy: FACE.cy - 48, rx: 32, ry: 13, angle: -0.25 }, hair);
    for (const side of [-1, 1]) {
      canvas.fillEllipse({ cx: FACE.cx + side * (FACE.rx - 6), cy: FACE.cy - 26, rx: 9, ry: 24 }, hair, {
        clip: { ...FACE, rx: FACE.rx + 4 },
      });
    }
  } else if (presenter.hairStyle === "bob") {
    canvas.fillEllipse({ cx: FACE.cx - 18, cy: FACE.cy - 60, rx: 58, ry: 26, angle: 0.25 }, hair);
    canvas.fillEllipse({ cx: FACE.cx + 30, cy: FACE.cy - 64, rx: 44, ry: 22, angle: -0.2 }, hair);
  } else {
    for (let step = 0; step < 7; step++) {
      canvas.fillEllipse(
        { cx: FACE.cx - 48 + step * 16, cy: FACE.cy - 66 + Math.abs(step - 3) * 3, rx: 17, ry: 15 },
        hair,
      );
    }
  }
  // Brows, nose, cheeks.
  for (const side of [-1, 1]) {
    canvas.fillEllipse(
      { cx: FACE.cx + side * EYE_DX, cy: EYE_Y - 17, rx: 13, ry: 3.2, angle: side * -0.1 },
      darker(hair, 0.1),
    );
    canvas.fillEllipse({ cx: FACE.cx + side * 36, cy: MOUTH_Y - 16, rx: 12, ry: 7 }, [232, 120, 120], {
      alpha: 0.18,
      softness: 5,
    });
  }
  canvas.fillEllipse({ cx: FACE.cx + 2, cy: FACE.cy + 18, rx: 7, ry: 4 }, darker(skin, 0.22), {
    alpha: 0.6,
    softness: 2,
  });
  return canvas;
}

/** Eyes (with their lids at `lid`, 0 open to 1 shut) and the mouth: drawn on every frame. */
export function drawFace(
  canvas: Canvas,
  presenter: DrawnPresenter,
  mouth: Mouth,
  lid: number,
  glance: number,
): void {
  const { skin } = presenter;
  for (const side of [-1, 1]) {
    const eye: Ellipse = { cx: FACE.cx + side * EYE_DX, cy: EYE_Y, rx: 11.5, ry: 8 };
    canvas.fillEllipse(eye, [250, 250, 248]);
    const irisX = eye.cx + glance * 2.5;
    canvas.fillEllipse({ cx: irisX, cy: eye.cy + 0.5, rx: 5.6, ry: 5.6 }, presenter.iris, { clip: eye });
    canvas.fillEllipse({ cx: irisX, cy: eye.cy + 0.5, rx: 2.6, ry: 2.6 }, [20, 20, 24], { clip: eye });
    canvas.fillEllipse({ cx: irisX + 1.6, cy: eye.cy - 1.4, rx: 1.2, ry: 1.2 }, [255, 255, 255], {
      clip: eye,
    });
    const lidBottom = eye.cy - eye.ry + 2 * eye.ry * lid + 0.6;
    canvas.fillRectIn(eye.cy - eye.ry - 2, lidBottom, { ...eye, rx: eye.rx + 1, ry: eye.ry + 1 }, skin);
    // The lash line follows the lid.
    canvas.fillEllipse({ cx: eye.cx, cy: lidBottom, rx: eye.rx + 0.5, ry: 1.3 }, [40, 30, 30], {
      clip: { ...eye, ry: eye.ry + 2 },
    });
  }
  drawMouth(canvas, FACE.cx, MOUTH_Y, MOUTH_HALF_WIDTH, mouth, presenter.lips);
}

/** A mouth at (cx, cy): lips around a dark opening with teeth and tongue, shaped by the viseme. */
export function drawMouth(
  canvas: Canvas,
  cx: number,
  cy: number,
  halfWidth: number,
  mouth: Mouth,
  lips: Rgb,
): void {
  const width = halfWidth * mouth.width;
  const opening = mouth.open * halfWidth * 0.62;
  const lipThickness = halfWidth * (0.16 + 0.1 * mouth.round);
  const centre = cy + opening * 0.35;
  canvas.fillEllipse(
    { cx, cy: centre, rx: width + lipThickness * 0.6, ry: opening / 2 + lipThickness },
    lips,
  );
  if (opening < 1.2) {
    canvas.fillEllipse({ cx, cy: centre, rx: width * 0.96, ry: 0.9 }, darker(lips, 0.5));
    return;
  }
  const inner: Ellipse = { cx, cy: centre, rx: width * (1 - 0.2 * mouth.round), ry: opening / 2 };
  canvas.fillEllipse(inner, [70, 28, 36]);
  canvas.fillEllipse(
    { cx, cy: inner.cy - inner.ry * 0.95, rx: inner.rx * 0.82, ry: Math.max(1.5, inner.ry * 0.38) },
    [246, 244, 236],
    {
      clip: inner,
    },
  );
  canvas.fillEllipse(
    { cx, cy: inner.cy + inner.ry * 0.9, rx: inner.rx * 0.6, ry: inner.ry * 0.5 },
    [200, 92, 100],
    {
      clip: inner,
    },
  );
  // A highlight on the lower lip.
  canvas.fillEllipse(
    { cx, cy: inner.cy + inner.ry + lipThickness * 0.5, rx: width * 0.4, ry: lipThickness * 0.3 },
    lighter(lips, 0.3),
    {
      alpha: 0.5,
      softness: 2,
    },
  );
}
