import { Table } from '@arcadia/ui/display';
import { Skeleton } from '@arcadia/ui';

/** Table rows of grey bars while a list loads, one bar per column (`0`: an empty cell), each row `height` high like the rows to come. */
export function SkeletonRows({ rows, widths, height }: { rows: number; widths: readonly number[]; height: number }) {
  return Array.from({ length: rows }, (_, i) => (
    <Table.Tr key={i} h={height} data-skeleton>
      {widths.map((width, cell) => (
        <Table.Td key={cell}>{width ? <Skeleton h={14} w={width} radius="sm" /> : null}</Table.Td>
      ))}
    </Table.Tr>
  ));
}
