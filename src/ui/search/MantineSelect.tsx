/** Mantine's Select on its own, so FilterSelect can load it (and its dropdown machinery) when first used. */
export { Select as MantineSelect } from '@mantine/core'
