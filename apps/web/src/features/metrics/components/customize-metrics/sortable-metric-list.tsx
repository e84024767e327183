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

/** "daily_metrics" as "Daily metrics". */
function categoryLabel(category: string): string {
  const words = category.replaceAll("_", " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface RowProps {
  definition: KpiDefinition;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  actions: ReactNode;
}

function SortableRow({ definition, index, count, onMove, actions }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: definition.id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn("flex items-start gap-1 rounded-xl border bg-card p-1 shadow-sm", isDragging && "relative z-10 shadow-lg")}
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
      {/* On a phone the buttons wrap under the name rather than squeezing it. */}
      <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-2">
        <span className="grid min-w-0 flex-1 basis-40 py-1.5">
          <span className="text-sm font-semibold break-words">{definition.name}</span>
          <span className="truncate text-xs text-muted-foreground">
            {definition.unit} · {categoryLabel(definition.category)}
          </span>
        </span>
        <span className="ml-auto flex shrink-0">
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
          {actions}
        </span>
      </div>
    </li>
  );
}

interface SortableMetricListProps {
  definitions: readonly KpiDefinition[];
  onReorder: (next: KpiDefinition[]) => void;
  renderActions: (definition: KpiDefinition) => ReactNode;
}

/**
 * Drag by the handle with a mouse, a finger (after a short press, so the page still
 * scrolls) or the keyboard (Space, arrows, Space); the arrow buttons do the same in one tap.
 */
export function SortableMetricList({ definitions, onReorder, renderActions }: SortableMetricListProps) {
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
        <ol className="grid gap-2" aria-label="Your metrics">
          {definitions.map((definition, index) => (
            <SortableRow
              key={definition.id}
              definition={definition}
              index={index}
              count={definitions.length}
              onMove={move}
              actions={renderActions(definition)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
