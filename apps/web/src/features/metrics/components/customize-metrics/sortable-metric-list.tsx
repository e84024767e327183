import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { KpiDefinition } from "@measured/core";
import { ChevronDown, ChevronUp, GripVertical } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

interface RowProps {
  definition: KpiDefinition;
  index: number;
  count: number;
  /** Up and down buttons instead of the row's actions (one tap per move, no dragging needed). */
  moving: boolean;
  onMove: (from: number, to: number) => void;
  actions: ReactNode;
  /** Said after the unit ("Hidden on the dashboard"), if anything. */
  detail: string | null;
}

/**
 * One line at 360 px (issue 10, finding 10): handle, name over its unit, and one or two buttons;
 * a long name wraps inside the row, never pushing the buttons under it.
 */
function SortableRow({ definition, index, count, moving, onMove, actions, detail }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: definition.id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn("flex items-center gap-1 rounded-lg border bg-card p-0.5", isDragging && "relative z-10 shadow-lg")}
      data-testid="metric-row"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
        aria-label={`Drag to reorder ${definition.name}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-5" aria-hidden="true" />
      </button>
      <span className="grid min-w-0 flex-1 py-1">
        <span className="text-sm leading-tight font-semibold break-words">{definition.name}</span>
        <span className="text-xs leading-tight text-muted-foreground">
          {definition.unit}
          {detail ? <span data-testid="metric-detail"> · {detail}</span> : null}
        </span>
      </span>
      {moving ? (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move ${definition.name} up`}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ChevronUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move ${definition.name} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ChevronDown aria-hidden="true" />
          </Button>
        </>
      ) : (
        actions
      )}
    </li>
  );
}

interface SortableMetricListProps {
  definitions: readonly KpiDefinition[];
  /** Show up and down buttons on each row instead of its actions. */
  moving: boolean;
  onReorder: (next: KpiDefinition[]) => void;
  renderActions: (definition: KpiDefinition) => ReactNode;
  /** A short note after a row's unit (its dashboard visibility), or null. */
  detailOf?: (definition: KpiDefinition) => string | null;
}

/**
 * Drag by the handle with a mouse, a finger (after a short press, so the page still
 * scrolls) or the keyboard (Space, arrows, Space); in Move mode the up and down buttons do it in one tap.
 */
export function SortableMetricList({ definitions, moving, onReorder, renderActions, detailOf }: SortableMetricListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => {
    if (to < 0 || to >= definitions.length || from === to) return;
    onReorder(arrayMove([...definitions], from, to));
  };
  // Spoken to screen readers as the drag goes: metric names, not internal ids.
  const nameOf = (id: UniqueIdentifier | undefined) => definitions.find((d) => d.id === id)?.name ?? "the metric";
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      !over
        ? `${nameOf(active.id)} is not over a metric.`
        : over.id === active.id
          ? `${nameOf(active.id)} is in its own place.`
          : `${nameOf(active.id)} is over ${nameOf(over.id)}.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} was dropped at ${nameOf(over.id)}.` : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      definitions.findIndex((d) => d.id === active.id),
      definitions.findIndex((d) => d.id === over.id),
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "To pick up a metric, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.",
        },
      }}
    >
      <SortableContext items={definitions.map((d) => d.id)} strategy={verticalListSortingStrategy}>
        <ol className="grid gap-1.5" aria-label="Your metrics">
          {definitions.map((definition, index) => (
            <SortableRow
              key={definition.id}
              definition={definition}
              index={index}
              count={definitions.length}
              moving={moving}
              onMove={move}
              actions={renderActions(definition)}
              detail={detailOf?.(definition) ?? null}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
