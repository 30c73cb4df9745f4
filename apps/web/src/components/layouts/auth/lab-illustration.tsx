import Box, { type BoxProps } from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';

/** A chemistry bench drawn in the theme's colours: flask, beaker, test tubes and a molecule. */
export function LabIllustration(props: BoxProps) {
  const theme = useTheme();
  const { primary, info, warning, secondary, grey, background } = theme.palette;
  const dark = theme.palette.mode === 'dark';
  const glass = dark ? alpha(grey[300], 0.16) : alpha('#FFFFFF', 0.9);
  const outline = dark ? grey[500] : grey[600];

  return (
    <Box component="svg" viewBox="0 0 480 360" aria-hidden focusable="false" {...props}>
      <defs>
        <linearGradient id="lab-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={primary.light} stopOpacity={dark ? 0.16 : 0.24} />
          <stop offset="1" stopColor={primary.main} stopOpacity={dark ? 0.08 : 0.12} />
        </linearGradient>
        <linearGradient id="lab-liquid" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={primary.light} />
          <stop offset="1" stopColor={primary.dark} />
        </linearGradient>
        <linearGradient id="lab-liquid-2" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={info.light} />
          <stop offset="1" stopColor={info.dark} />
        </linearGradient>
      </defs>

      {/* backdrop */}
      <path
        fill="url(#lab-bg)"
        d="M52 212c-14-70 34-140 110-162 64-19 104 14 158 8 58-6 118 28 126 96 9 76-40 146-120 158-60 9-98-12-150-8-66 5-112-26-124-92Z"
      />
      <circle cx="88" cy="92" r="6" fill={primary.main} opacity="0.4" />
      <circle cx="430" cy="250" r="4" fill={warning.main} opacity="0.6" />
      <path d="M420 54l4 10 10 4-10 4-4 10-4-10-10-4 10-4Z" fill={warning.main} opacity="0.8" />
      <path d="M64 266l3 7 7 3-7 3-3 7-3-7-7-3 7-3Z" fill={primary.main} opacity="0.6" />

      {/* molecule */}
      <g stroke={outline} strokeWidth="3" fill="none" opacity="0.9">
        <path d="M360 80l26 15v30l-26 15-26-15V95Z" />
        <path d="M366 92l15 9M366 128l15-9M340 101v18" strokeWidth="2" />
        <path d="M386 95l24-15M334 125l-24 15" />
      </g>
      <circle cx="410" cy="80" r="9" fill={secondary.main} />
      <circle cx="310" cy="140" r="9" fill={warning.main} />
      <circle cx="360" cy="80" r="6" fill={primary.main} />
      <circle cx="360" cy="140" r="6" fill={primary.main} />

      {/* bench */}
      <rect x="30" y="300" width="420" height="12" rx="6" fill={grey[500]} opacity="0.32" />

      {/* test tube rack */}
      <g>
        {[
          { x: 62, color: warning.main, level: 204 },
          { x: 86, color: info.main, level: 196 },
          { x: 110, color: primary.main, level: 210 },
        ].map(({ x, color, level }) => (
          <g key={x}>
            <path
              d={`M${x} 186v44a8 8 0 0 0 16 0V186`}
              fill={glass}
              stroke={outline}
              strokeWidth="2.5"
            />
            <path
              d={`M${x + 2.5} ${level}h11v${230 - level}a5.5 5.5 0 0 1-11 0Z`}
              fill={color}
              opacity="0.85"
            />
            <rect x={x - 3} y="180" width="22" height="7" rx="3" fill={outline} />
          </g>
        ))}
        <rect x="50" y="214" width="88" height="10" rx="3" fill={grey[600]} opacity="0.8" />
        <rect x="50" y="262" width="88" height="6" rx="3" fill={grey[600]} opacity="0.5" />
        <rect x="54" y="224" width="6" height="76" fill={grey[600]} opacity="0.7" />
        <rect x="128" y="224" width="6" height="76" fill={grey[600]} opacity="0.7" />
      </g>

      {/* Erlenmeyer flask */}
      <g>
        <path
          d="M190 110h24v60l56 120q4 10-8 10H142q-12 0-8-10l56-120Z"
          fill={glass}
          stroke={outline}
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M162 230q40-8 80 0l28 60q4 10-8 10H142q-12 0-8-10Z" fill="url(#lab-liquid)" />
        <path
          d="M170 246q32-6 64 0"
          stroke={alpha('#FFFFFF', 0.5)}
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
        <rect x="184" y="102" width="36" height="10" rx="4" fill={outline} />
        <circle cx="186" cy="276" r="6" fill={alpha('#FFFFFF', 0.55)} />
        <circle cx="214" cy="262" r="4" fill={alpha('#FFFFFF', 0.55)} />
        <circle cx="230" cy="284" r="3" fill={alpha('#FFFFFF', 0.55)} />
        {/* rising bubbles */}
        <circle cx="200" cy="88" r="6" fill={primary.main} opacity="0.5" />
        <circle cx="214" cy="66" r="4.5" fill={primary.main} opacity="0.35" />
        <circle cx="196" cy="46" r="3" fill={primary.main} opacity="0.25" />
      </g>

      {/* beaker */}
      <g>
        <path
          d="M300 198h86l-6 6v88q0 8-8 8h-62q-8 0-8-8Z"
          fill={glass}
          stroke={outline}
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M305 238h70v54q0 4-4 4h-62q-4 0-4-4Z" fill="url(#lab-liquid-2)" opacity="0.9" />
        <g stroke={outline} strokeWidth="2" strokeLinecap="round">
          <path d="M362 218h10M366 236h6M362 254h10M366 272h6" />
        </g>
        <circle cx="322" cy="266" r="4" fill={alpha('#FFFFFF', 0.5)} />
        <circle cx="340" cy="252" r="3" fill={alpha('#FFFFFF', 0.5)} />
        {/* stirring rod */}
        <path d="M352 168l-18 118" stroke={grey[500]} strokeWidth="5" strokeLinecap="round" />
      </g>

      {/* clipboard with a formula */}
      <g transform="translate(392 178) rotate(8)">
        <rect
          width="62"
          height="80"
          rx="8"
          fill={background.paper}
          stroke={outline}
          strokeWidth="2.5"
        />
        <rect x="18" y="-6" width="26" height="12" rx="4" fill={outline} />
        <path
          d="M12 24h38M12 36h30M12 48h36M12 60h22"
          stroke={grey[400]}
          strokeWidth="4"
          strokeLinecap="round"
        />
        <circle cx="46" cy="62" r="7" fill={primary.main} />
      </g>
    </Box>
  );
}
