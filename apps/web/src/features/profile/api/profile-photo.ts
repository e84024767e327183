import { type PhotoCrop, PROFILE_PHOTO_PATH, type PublicUser } from "@measured/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiJson, apiRequest } from "@/lib/api-client";
import { USER_QUERY_KEY } from "@/lib/user";
import { photoUploadUrl } from "../lib/photo-crop";

const savedSchema = z.object({ profileImageUrl: z.string() });

function setPhoto(queryClient: ReturnType<typeof useQueryClient>, profileImageUrl: string | null) {
  queryClient.setQueryData<PublicUser | null>(USER_QUERY_KEY, (user) => (user ? { ...user, profileImageUrl } : user));
}

/** PUT /api/user/photo: the picked file as it is, with the square chosen; the header's avatar follows. */
export function useSaveProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, crop }: { file: Blob; crop: PhotoCrop }) => apiJson("PUT", photoUploadUrl(crop), savedSchema, { file }),
    onSuccess: ({ profileImageUrl }) => setPhoto(queryClient, profileImageUrl),
  });
}

/** DELETE /api/user/photo: back to the initials. */
export function useRemoveProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("DELETE", PROFILE_PHOTO_PATH);
    },
    onSuccess: () => setPhoto(queryClient, null),
  });
}
