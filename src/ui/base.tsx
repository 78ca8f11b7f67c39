import {
  createElement,
  type CSSProperties,
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react'

/**
 * The layout and text components of the public pages: Mantine's look without Mantine's runtime. Each renders the
 * element, class names, data attributes and CSS variables Mantine's own component would, so Mantine's stylesheets
 * (src/ui/mantine.css) style them; MANTINE_CLASSES names the classes, and base.test.ts checks them against the
 * installed Mantine's CSS, so an upgrade that renames one fails a test instead of unstyling the site. The admin
 * pages keep Mantine itself (MantineProvider in their route); public pages save its ~15 KB of gzipped JavaScript.
 * Only the props the site uses are supported. The variables a component's defaults and named sizes give (a Stack's
 * gap, a Text's size, a Title's order) are set by rules on its class in app.css instead of a style attribute on every
 * element: they were a fifth of an arcade page's bytes, rendered and compressed for every cold page (decision 0046).
 */
export const MANTINE_CLASSES = {
  anchor: 'm_849cf0da',
  breadcrumbs: 'm_8b3717df',
  breadcrumb: 'm_f678d540',
  breadcrumbSeparator: 'm_3b8f2208',
  card: 'm_e615b15f',
  cardSection: 'm_599a2148',
  container: 'm_7485cace',
  divider: 'm_3eebeb36',
  group: 'm_4081bf90',
  image: 'm_9e117634',
  list: 'm_abbac491',
  listItem: 'm_abb6bec2',
  listItemWrapper: 'm_75cd9f71',
  paper: 'm_1b7284a3',
  simpleGrid: 'm_2415a157',
  skeleton: 'm_18320242',
  stack: 'm_6d731127',
  text: 'm_b6d8b162',
  themeIcon: 'm_7341320d',
  title: 'm_8a5d1357',
} as const

type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl'
type Space = Size | number

/** Mantine's size scale: a named step is a theme variable, a number is pixels (as rem). */
const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`
const spacing = (v: Space | undefined) =>
  v === undefined ? undefined : typeof v === 'number' ? rem(v) : `var(--mantine-spacing-${v})`
const length = (v: number | string | undefined) => (typeof v === 'number' ? rem(v) : v)

/** `dimmed`, `white`, `dark` or `palette.shade` (`grape.8`), as Mantine's `c` and `bg` props read them. */
function color(v: string | undefined): string | undefined {
  if (v === undefined) return undefined
  if (v === 'dimmed' || v === 'white') return `var(--mantine-color-${v})`
  const [palette, shade] = v.split('.')
  return shade === undefined ? `var(--mantine-color-${palette}-text)` : `var(--mantine-color-${palette}-${shade})`
}

/** Mantine's style props, the ones the public pages use. */
export interface StyleProps {
  m?: Space
  mt?: Space
  mb?: Space
  my?: Space
  p?: Space
  pt?: Space
  py?: Space
  c?: string
  bg?: string
  fw?: number
  fz?: Size | number
  ta?: CSSProperties['textAlign']
  w?: number | string
  h?: number | string
  mih?: number
}

interface BaseProps extends StyleProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  component?: ElementType
  ref?: Ref<HTMLElement>
  children?: ReactNode
  // Attributes of the elements `component` may name (a link's href, target, rel).
  [attribute: `data-${string}`]: string | number | boolean | undefined
  href?: string
  target?: string
  rel?: string
}

/** The props `render` turns into classes and style, not attributes of the element. */
const NOT_ATTRIBUTES = new Set<string>([
  ...['m', 'mt', 'mb', 'my', 'p', 'pt', 'py', 'c', 'bg', 'fw', 'fz', 'ta', 'w', 'h', 'mih'],
  ...['component', 'style', 'className'],
])

function styleOf(props: StyleProps, vars: Record<string, string | undefined>, style?: CSSProperties) {
  // Only the properties given are set, in a fixed order (the style attribute's text), and the object is made only
  // when one is: a page renders hundreds of these elements, most of them without a style (decision 0063).
  let out: Record<string, string | number> | undefined
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined) (out ??= {})[key] = value
  }
  for (const key in vars) set(key, vars[key])
  if (props.m !== undefined) set('margin', spacing(props.m))
  if (props.mt !== undefined) set('marginTop', spacing(props.mt))
  if (props.mb !== undefined) set('marginBottom', spacing(props.mb))
  if (props.my !== undefined) set('marginBlock', spacing(props.my))
  if (props.p !== undefined) set('padding', spacing(props.p))
  if (props.pt !== undefined) set('paddingTop', spacing(props.pt))
  if (props.py !== undefined) set('paddingBlock', spacing(props.py))
  if (props.c !== undefined) set('color', color(props.c))
  if (props.bg !== undefined) set('background', color(props.bg))
  set('fontWeight', props.fw)
  if (props.fz !== undefined)
    set('fontSize', typeof props.fz === 'number' ? rem(props.fz) : `var(--mantine-font-size-${props.fz})`)
  set('textAlign', props.ta)
  if (props.w !== undefined) set('width', length(props.w))
  if (props.h !== undefined) set('height', length(props.h))
  if (props.mih !== undefined) set('minHeight', length(props.mih))
  for (const key in style) set(key, style[key as keyof CSSProperties] as string | number | undefined)
  return out as CSSProperties | undefined
}

const NO_VARS: Record<string, string | undefined> = {}
const NO_ATTRIBUTES: Record<string, string | boolean | undefined> = {}

function render(
  props: BaseProps,
  defaultElement: ElementType,
  mantineClasses: string,
  vars = NO_VARS,
  attributes = NO_ATTRIBUTES,
) {
  // One object for the element's props, in the order JSX spreads would give (its attributes, then the component's,
  // then class and style), without splitting `props` into new objects first.
  const element: Record<string, unknown> = {}
  for (const key in props) if (!NOT_ATTRIBUTES.has(key)) element[key] = props[key as keyof BaseProps]
  for (const key in attributes) element[key] = attributes[key]
  element.className = props.className
    ? mantineClasses
      ? `${mantineClasses} ${props.className}`
      : props.className
    : mantineClasses
  element.style = styleOf(props, vars, props.style)
  return createElement(props.component ?? defaultElement, element)
}

export const Box = (props: BaseProps) => render(props, 'div', '')

export const Container = ({ size = 'md', ...props }: BaseProps & { size?: Size }) =>
  render(
    props,
    'div',
    `${MANTINE_CLASSES.container} mantine-Container-root`,
    { '--container-size': `var(--container-size-${size})` },
    { 'data-size': size, 'data-strategy': 'block' },
  )

type Align = CSSProperties['alignItems']
type Justify = CSSProperties['justifyContent']

export const Stack = ({
  gap,
  align,
  justify,
  ...props
}: BaseProps & { gap?: Space; align?: Align; justify?: Justify }) =>
  render(props, 'div', `${MANTINE_CLASSES.stack} mantine-Stack-root`, {
    '--stack-gap': spacing(gap),
    '--stack-align': align,
    '--stack-justify': justify,
  })

export const Group = ({
  gap,
  align,
  justify,
  wrap,
  ...props
}: BaseProps & { gap?: Space; align?: Align; justify?: Justify; wrap?: 'wrap' | 'nowrap' }) =>
  render(props, 'div', `${MANTINE_CLASSES.group} mantine-Group-root`, {
    '--group-gap': spacing(gap),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
  })

/** `inherit`: the surrounding text's size, line height and weight (a link inside a sentence). */
type TextProps = BaseProps & { size?: Size; inherit?: boolean }

export const Text = ({ size, inherit, ...props }: TextProps) =>
  render(
    props,
    'p',
    `mantine-focus-auto ${MANTINE_CLASSES.text} mantine-Text-root`,
    {},
    {
      'data-size': size,
      'data-inherit': inherit || undefined,
    },
  )

/** A link styled as Mantine's Anchor: the theme's link colour, underlined on hover (or never, or always). */
export const Anchor = ({
  size,
  inherit,
  underline = 'hover',
  ...props
}: TextProps & { underline?: 'hover' | 'never' | 'always' }) =>
  render(
    props,
    'a',
    `mantine-focus-auto ${MANTINE_CLASSES.anchor} ${MANTINE_CLASSES.text} mantine-Text-root mantine-Anchor-root`,
    {},
    { 'data-size': size, 'data-inherit': inherit || undefined, 'data-underline': underline },
  )

type Heading = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

export const Title = ({ order = 1, size, ...props }: BaseProps & { order?: 1 | 2 | 3 | 4 | 5 | 6; size?: Heading }) =>
  render(
    props,
    `h${order}`,
    `${MANTINE_CLASSES.title} mantine-Title-root`,
    {},
    {
      'data-size': size,
      'data-order': String(order),
    },
  )

/** Columns per screen width, from Mantine's breakpoints up (xs 36em, sm 48em, md 62em, lg 75em). */
export type Columns = number | { base: number; xs?: number; sm?: number; md?: number; lg?: number }

/** Mantine's SimpleGrid; its responsive columns are CSS variables read by `.simple-grid` in app.css. */
export const SimpleGrid = ({ cols = 1, spacing: gap, ...props }: BaseProps & { cols?: Columns; spacing?: Space }) => {
  const byWidth = typeof cols === 'number' ? { base: cols } : cols
  return render(props, 'div', `${MANTINE_CLASSES.simpleGrid} mantine-SimpleGrid-root simple-grid`, {
    '--sg-spacing-x': spacing(gap ?? 'md'),
    '--sg-spacing-y': spacing(gap ?? 'md'),
    '--sg-cols-base': String(byWidth.base),
    '--sg-cols-xs': byWidth.xs?.toString(),
    '--sg-cols-sm': byWidth.sm?.toString(),
    '--sg-cols-md': byWidth.md?.toString(),
    '--sg-cols-lg': byWidth.lg?.toString(),
  })
}

export type CardProps = BaseProps & { padding?: Space; withBorder?: boolean; radius?: Size }

export const Card = ({ padding, withBorder, radius, ...props }: CardProps) =>
  render(
    props,
    'div',
    `${MANTINE_CLASSES.card} mantine-Card-root ${MANTINE_CLASSES.paper} mantine-Paper-root`,
    { '--card-padding': spacing(padding), '--paper-radius': radius && `var(--mantine-radius-${radius})` },
    { 'data-with-border': withBorder || undefined, 'data-orientation': 'vertical' },
  )

/** A part of a card that reaches its edges (an image on top). */
Card.Section = (props: BaseProps) =>
  render(props, 'div', `${MANTINE_CLASSES.cardSection} mantine-Card-section`, {}, { 'data-orientation': 'vertical' })

export const Divider = (props: BaseProps) =>
  render(
    props,
    'div',
    `${MANTINE_CLASSES.divider} mantine-Divider-root`,
    {},
    { 'data-orientation': 'horizontal', role: 'separator', 'aria-orientation': 'horizontal' },
  )

export const Skeleton = ({ radius, ...props }: BaseProps & { radius?: Size | number }) =>
  render(
    props,
    'div',
    `${MANTINE_CLASSES.skeleton} mantine-Skeleton-root`,
    { '--skeleton-radius': typeof radius === 'number' ? rem(radius) : radius && `var(--mantine-radius-${radius})` },
    { 'data-visible': true, 'data-animate': true },
  )

export const ThemeIcon = ({ size = 'md', radius, ...props }: BaseProps & { size?: Size; radius?: Size }) =>
  render(
    props,
    'div',
    `${MANTINE_CLASSES.themeIcon} mantine-ThemeIcon-root`,
    { '--ti-size': `var(--ti-size-${size})`, '--ti-radius': radius && `var(--mantine-radius-${radius})` },
    { 'data-size': size },
  )

export const List = ({ spacing: gap, ...props }: BaseProps & { spacing?: Space }) =>
  render(props, 'ul', `${MANTINE_CLASSES.list} mantine-List-root`, { '--list-spacing': spacing(gap) })

List.Item = ({ children, ...props }: BaseProps) =>
  render(
    {
      ...props,
      children: (
        <div className={`${MANTINE_CLASSES.listItemWrapper} mantine-List-itemWrapper`}>
          <span className="mantine-List-itemLabel">{children}</span>
        </div>
      ),
    },
    'li',
    `${MANTINE_CLASSES.listItem} mantine-List-item`,
  )
