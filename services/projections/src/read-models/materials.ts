import { defineProjection } from "../projection";

/** The words a lot is found by: name, barcode and the §3 fields people search for. */
const searchText = (data: { name: string; barcode?: string; details: Readonly<Record<string, string | undefined>> }) =>
  [
    data.name,
    data.barcode,
    ...["cas", "lotNumber", "supplier", "manufacturer", "catalogueNumber", "formula", "warehouse", "sublocation"].map(
      (field) => data.details[field],
    ),
  ]
    .filter(Boolean)
    .join(" ");

/**
 * Material lots (issue 20): `materials` holds each lot with its stock now (what is left comes in
 * every movement's event, so a lot's quantity is the last movement's, whatever its unit);
 * `material_movements` holds every receipt and usage, a usage with the record, module and row it
 * went into and the corrections made to it since.
 */
export const materialsProjection = defineProjection({
  name: "materials",
  collections: ["materials", "material_movements"],
  handles: [
    "MaterialRegistered",
    "MaterialDescribed",
    "MaterialReceived",
    "MaterialUsed",
    "MaterialUsageCorrected",
    "MaterialAvailabilityChanged",
  ],
  project: (event) => {
    const at = event.metadata.time;
    const by = event.metadata.actor.name;
    const { materialId } = event.data;
    const movementId = `${materialId}:${event.metadata.streamPosition}`;
    switch (event.type) {
      case "MaterialRegistered": {
        const { molFile, quantity, ...lot } = event.data;
        return [
          {
            op: "upsert",
            collection: "materials",
            doc: {
              ...lot,
              id: materialId,
              molFile,
              hasStructure: molFile !== null,
              quantity,
              initialQuantity: quantity,
              available: true,
              usageCount: 0,
              registeredAt: at,
              registeredBy: by,
              registeredById: event.metadata.actor.userId,
              updatedAt: at,
            },
            text: searchText(event.data),
          },
          {
            op: "insert",
            collection: "material_movements",
            doc: {
              id: movementId,
              materialId,
              kind: "registered",
              amount: quantity,
              unit: lot.unit,
              remaining: quantity,
              at,
              by,
            },
          },
        ];
      }
      case "MaterialDescribed": {
        const { molFile, ...description } = event.data;
        return [
          {
            op: "patch",
            collection: "materials",
            id: materialId,
            set: { ...description, molFile, hasStructure: molFile !== null, updatedAt: at },
            text: searchText(event.data),
          },
        ];
      }
      case "MaterialReceived": {
        const { amount, unit, remaining } = event.data;
        return [
          { op: "patch", collection: "materials", id: materialId, set: { quantity: remaining, updatedAt: at } },
          {
            op: "insert",
            collection: "material_movements",
            doc: { id: movementId, materialId, kind: "received", amount, unit, remaining, at, by },
          },
        ];
      }
      case "MaterialUsed": {
        const { usageId, remaining, ...usage } = event.data;
        return [
          {
            op: "patch",
            collection: "materials",
            id: materialId,
            set: { quantity: remaining, updatedAt: at },
            inc: { usageCount: 1 },
          },
          {
            op: "insert",
            collection: "material_movements",
            doc: {
              ...usage,
              id: `${materialId}:usage:${usageId}`,
              usageId,
              kind: "used",
              remaining,
              at,
              by,
              memberId: event.metadata.actor.userId,
            },
          },
        ];
      }
      case "MaterialUsageCorrected": {
        const { usageId, from, to, unit, remaining } = event.data;
        return [
          { op: "patch", collection: "materials", id: materialId, set: { quantity: remaining, updatedAt: at } },
          {
            op: "patch",
            collection: "material_movements",
            id: `${materialId}:usage:${usageId}`,
            set: { amount: to, correctedAt: at },
            push: { corrections: { from, to, unit, remaining, at, by } },
          },
        ];
      }
      case "MaterialAvailabilityChanged":
        return [
          {
            op: "patch",
            collection: "materials",
            id: materialId,
            set: { available: event.data.available, updatedAt: at },
          },
        ];
    }
  },
});
